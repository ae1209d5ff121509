import type { PasswordOwner } from '../lib/passwordRule';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

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
  /** Whose password it is, when known: the meter counts their name and address as easy guesses, as the server does. */
  owner?: PasswordOwner;
};

/** A new password typed twice, so a typo cannot lock anyone out, with a strength meter under the first. */
export function NewPasswordFields({ name, password, onPasswordChange, confirmation, onConfirmationChange, errors, required, autoFocus, owner = {} }: NewPasswordFieldsProps) {
  return (
    <>
      <div className="space-y-2">
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
        <PasswordStrengthMeter password={password} owner={owner} />
      </div>
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
