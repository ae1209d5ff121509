import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { useRegisterMutation } from '../../mutations/useRegisterMutation';
import { captureEvent } from '../../telemetry/analytics';
import { withErrorReport } from '../../telemetry/withErrorReport';

type RegisterFormProps = {
  /** The address an invitation was sent to: accepting needs exactly this one, so it cannot be edited. */
  invitedEmail: string | null;
  /** Called as the form submits: by the time the answer arrives, the page has already re-rendered for the new viewer. */
  onAttempt: () => void;
};

export function RegisterForm({ invitedEmail, onAttempt }: RegisterFormProps) {
  const [register, isSubmitting] = useRegisterMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(invitedEmail ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onAttempt();
    const outcome = await register({ name, email: invitedEmail ?? email, password });
    // On success the page moves on by itself once the new viewer is in the store.
    if (outcome.ok) captureEvent('sign-up completed');
    else setError(outcome.error);
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
      <FormError message={formLevelMessage(error, ['name', 'email', 'password'])} />
      <TextField label="Full name" name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={error?.fieldErrors.name} required autoFocus />
      <TextField
        label="Work email"
        name="email"
        type="email"
        autoComplete="email"
        value={invitedEmail ?? email}
        onChange={(event) => setEmail(event.target.value)}
        readOnly={invitedEmail !== null}
        hint={invitedEmail ? 'The invitation was sent to this address.' : undefined}
        error={error?.fieldErrors.email}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        hint="At least 10 characters."
        error={error?.fieldErrors.password}
        required
      />
      <Button type="submit" block size="lg" loading={isSubmitting}>
        Create account
      </Button>
      <p className="text-center text-xs text-gray-600">
        By creating an account you agree to the{' '}
        <Link to="/terms" className="underline hover:text-gray-900">
          terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="underline hover:text-gray-900">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
