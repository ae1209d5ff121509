import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { describedBy, FieldShell, inputClasses } from './TextField';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
};

/** A multi-line TextField: same label, hint and error layout. */
export function TextArea({ label, hint, error, className, rows = 5, ...props }: TextAreaProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        className={cx(inputClasses(Boolean(error)), 'resize-y leading-6', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props}
      />
    </FieldShell>
  );
}
