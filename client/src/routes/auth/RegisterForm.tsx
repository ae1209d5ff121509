import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { PasswordField } from '../../components/PasswordField';
import { PasswordStrengthMeter } from '../../components/PasswordStrengthMeter';
import { TextField } from '../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { isPublicSiteOn } from '../../lib/publicSite';
import { useRegisterMutation } from '../../mutations/useRegisterMutation';
import { captureEvent } from '../../telemetry/analytics';
import { withErrorReport } from '../../telemetry/withErrorReport';

type RegisterFormProps = {
  /** The address an invitation was sent to: accepting needs exactly this one, so it cannot be edited. */
  invitedEmail: string | null;
  /** Called as the form submits: by the time the answer arrives, the page has already re-rendered for the new viewer. */
  onAttempt: () => void;
  /** The confirmation link is on its way to this address (the same answer whether or not it already had an account). */
  onEmailSent: (email: string) => void;
};

export function RegisterForm({ invitedEmail, onAttempt, onEmailSent }: RegisterFormProps) {
  const [register, isSubmitting] = useRegisterMutation();
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(invitedEmail ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);

  // The meter below speaks about the new text; a refusal of the old one would only contradict it.
  const changePassword = (value: string) => {
    setPassword(value);
    if (error?.fieldErrors.password) setError({ ...error, fieldErrors: { ...error.fieldErrors, password: '' } });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onAttempt();
    // The invitation's link proves the address, so an invited account is signed in at once.
    const invitationToken = invitedEmail ? params.get('invitation') : null;
    const outcome = await register({ name, email: invitedEmail ?? email, password, invitationToken });
    if (!outcome.ok) return setError(outcome.error);
    captureEvent('sign-up completed');
    // Signed in: the page moves on by itself once the new viewer is in the store. Otherwise the link is in the inbox.
    if (!outcome.payload.user) onEmailSent(outcome.payload.email);
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
      <div className="space-y-2">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onValueChange={changePassword}
          hint="At least 10 characters."
          error={error?.fieldErrors.password}
          required
        />
        <PasswordStrengthMeter password={password} owner={{ name, email: invitedEmail ?? email }} />
      </div>
      <Button type="submit" block size="lg" loading={isSubmitting}>
        Create account
      </Button>
      {isPublicSiteOn() && (
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
      )}
    </form>
  );
}
