import { PasswordField } from './PasswordField';

type NewPasswordFieldsProps = {
  /** The new password's field name, which is also the key of its server error in `errors`. */
  name: string;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  /** Messages keyed by field name; the second field's is `confirmation`. */
  errors?: Readonly<Record<string, string>>;
  required?: boolean;
  autoFocus?: boolean;
};

/** A new password typed twice, so a typo cannot lock anyone out; the hint states the server's minimum length. */
export function NewPasswordFields({ name, password, onPasswordChange, confirmation, onConfirmationChange, errors, required, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        name={name}
        autoComplete="new-password"
        value={password}
        onValueChange={onPasswordChange}
        hint="At least 10 characters."
        error={errors?.[name]}
        required={required}
        autoFocus={autoFocus}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmation"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={onConfirmationChange}
        error={errors?.confirmation}
        required={required}
      />
    </>
  );
}
