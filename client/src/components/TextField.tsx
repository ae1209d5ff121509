import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export const inputClasses = (invalid: boolean) =>
  cx(
    'block w-full rounded-lg bg-white px-3 py-2 text-sm text-gray-900 shadow-xs ring-1 ring-inset transition-shadow',
    'placeholder:text-gray-500 focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-600',
    'read-only:bg-gray-50',
    invalid ? 'ring-red-400 focus:ring-red-600' : 'ring-gray-300 focus:ring-indigo-600',
  );

type FieldShellProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  /** Set when the label is shown elsewhere (e.g. table headers) but must still name the control. */
  hideLabel?: boolean;
  labelAside?: ReactNode;
};

/** Label, control, then the error (or the hint): the layout every form control shares. */
export function FieldShell({ id, label, hint, error, children, hideLabel, labelAside }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <div className={cx('flex items-baseline justify-between gap-2', hideLabel && 'sr-only')}>
        <label htmlFor={id} className="block text-[13px] font-medium text-gray-800">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1 text-[13px] text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-[13px] text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  hideLabel?: boolean;
  labelAside?: ReactNode;
};

export function TextField({ label, hint, error, hideLabel, labelAside, className, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} hideLabel={hideLabel} labelAside={labelAside}>
      <input
        id={id}
        className={cx(inputClasses(Boolean(error)), className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}
