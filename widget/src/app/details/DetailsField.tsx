import { useId, useRef } from 'react';
import { useFocusOnMount } from '../useFocusOnMount';

type Props = {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: 'email' | 'text';
  placeholder?: string;
  required?: boolean;
  autoFocus?: boolean;
};

/** One labelled input of the email card or the pre-chat form, with its error read out with it. */
export function DetailsField({ label, value, onChange, error, type = 'text', placeholder, required, autoFocus }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input, autoFocus === true);
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        ref={input}
        className="field-input"
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={type === 'email' ? 'email' : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        maxLength={type === 'email' ? 254 : 500}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
