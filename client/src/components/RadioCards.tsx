import { useId, type ReactNode } from 'react';
import { cx } from './cx';

type RadioCardOption<TValue extends string> = { value: TValue; label: string; description?: ReactNode };

type RadioCardsProps<TValue extends string> = {
  legend: ReactNode;
  value: TValue;
  onChange: (value: TValue) => void;
  options: ReadonlyArray<RadioCardOption<TValue>>;
  disabled?: boolean;
  columns?: 2 | 3;
};

/** A choice among a few options shown side by side: native radios (arrow keys move between them), drawn as cards. */
export function RadioCards<TValue extends string>({ legend, value, onChange, options, disabled, columns = 2 }: RadioCardsProps<TValue>) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 block text-[13px] font-medium text-gray-800">{legend}</legend>
      <div className={cx('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'flex cursor-pointer items-start gap-2.5 rounded-lg px-3 py-2.5 text-sm ring-1 ring-inset transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600',
              option.value === value ? 'bg-indigo-50/70 ring-indigo-300' : 'bg-white ring-gray-300 hover:bg-gray-50',
              disabled && 'cursor-not-allowed opacity-75',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus:outline-none"
            />
            <span className="min-w-0">
              <span className="block font-medium text-gray-900">{option.label}</span>
              {option.description && <span className="block text-[13px] text-gray-600">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
