import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { useRequestPasswordResetMutation } from '../../mutations/useRequestPasswordResetMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { AuthHeading } from './AuthHeading';

export function RequestResetForm() {
  const [requestReset, isSubmitting] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await requestReset({ email });
    if (outcome.ok) setSentTo(email.trim());
    else setError(outcome.error);
  };

  return (
    <div>
      <AuthHeading title="Reset your password" description="Enter your email and we will send you a link to choose a new password." />
      {sentTo ? (
        // The same answer whether or not the account exists, so the form cannot be used to probe for accounts.
        <Notice tone="success">
          If an account exists for <strong className="font-medium break-all">{sentTo}</strong>, we sent a link to reset its password. The link
          works once, for one hour.
        </Notice>
      ) : (
        <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
          <FormError message={formLevelMessage(error, ['email'])} />
          <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error?.fieldErrors.email} required autoFocus />
          <Button type="submit" block size="lg" loading={isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-indigo-700 hover:text-indigo-800">
          Sign in
        </Link>
      </p>
    </div>
  );
}
