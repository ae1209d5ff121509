import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { failure, formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { useResetPasswordMutation } from '../../mutations/useResetPasswordMutation';
import { AuthHeading } from './AuthHeading';

export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword, isSubmitting] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      setError(failure('The passwords do not match.', { confirmation: 'The passwords do not match.' }));
      return;
    }
    setError(null);
    const outcome = await resetPassword({ token, password });
    if (outcome.ok) return navigate('/dashboard', { replace: true });
    setError(outcome.error);
    setLinkExpired(Object.keys(outcome.error.fieldErrors).length === 0);
  };

  return (
    <div>
      <AuthHeading title="Choose a new password" description="You will be signed in, and signed out everywhere else." />
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormError message={formLevelMessage(error, ['password', 'confirmation'])} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint="At least 10 characters."
          error={error?.fieldErrors.password}
          required
          autoFocus
        />
        <TextField
          label="Confirm new password"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={error?.fieldErrors.confirmation}
          required
        />
        <Button type="submit" block size="lg" loading={isSubmitting}>
          Set new password
        </Button>
      </form>
      {linkExpired && (
        <p className="mt-4 text-center text-sm text-gray-600">
          <Link to="/reset" className="font-medium text-indigo-700 hover:text-indigo-800">
            Request a new link
          </Link>
        </p>
      )}
    </div>
  );
}
