import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { useResendVerificationMutation } from '../../mutations/useResendVerificationMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { AuthHeading } from './AuthHeading';

/** For someone signed out who needs a fresh confirmation link: asks for the address first. */
export function ResendVerificationForm({ heading = true }: { heading?: boolean }) {
  const [resend, isSubmitting] = useResendVerificationMutation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<MutationFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await resend({ email });
    if (outcome.ok) setSentTo(email);
    else setError(outcome.error);
  };

  return (
    <div>
      {heading && <AuthHeading title="Confirm your email" description="Enter the address you signed up with and we will send a new confirmation link." />}
      {sentTo ? (
        <Notice tone="success">If {sentTo} belongs to an account that still needs confirming, a new link is on its way.</Notice>
      ) : (
        <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
          <FormError message={formLevelMessage(error, ['email'])} />
          <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={error?.fieldErrors.email} required />
          <Button type="submit" block size="lg" loading={isSubmitting}>
            Send a new link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link to="/login" className="font-medium text-indigo-700 hover:text-indigo-800">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
