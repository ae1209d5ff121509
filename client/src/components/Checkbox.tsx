import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: ReactNode; description?: ReactNode };

export function Checkbox({ label, description, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        {...props}
      />
      <label htmlFor={id} className="min-w-0 text-sm">
        <span className="block font-medium text-gray-900">{label}</span>
        {description && (
          <span id={`${id}-description`} className="block text-gray-600">
            {description}
          </span>
        )}
      </label>
    </div>
  );
}
