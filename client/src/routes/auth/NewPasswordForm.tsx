import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { failure, formLevelMessage, type MutationFailure, type SecondStepOptions } from '../../lib/mutationOutcome';
import { useResetPasswordMutation } from '../../mutations/useResetPasswordMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { AuthHeading } from './AuthHeading';
import { SecondFactorForm } from './SecondFactorForm';

export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword, isSubmitting] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStepOptions | null>(null);
  const enterDashboard = () => void navigate('/dashboard', { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      setError(failure('The passwords do not match.', { confirmation: 'The passwords do not match.' }));
      return;
    }
    setError(null);
    const outcome = await resetPassword({ token, password });
    if (outcome.ok) return enterDashboard();
    // The password is changed; an account with two-factor sign-in still asks for a code before signing in.
    if (outcome.error.secondStep) return setSecondStep(outcome.error.secondStep);
    setError(outcome.error);
    setLinkExpired(Object.keys(outcome.error.fieldErrors).length === 0);
  };

  if (secondStep) {
    return (
      <div>
        <AuthHeading title="Password changed" description="One more step to sign in." />
        <SecondFactorForm options={secondStep} onSignedIn={enterDashboard} onRestart={() => void navigate('/login')} />
      </div>
    );
  }

  return (
    <div>
      <AuthHeading title="Choose a new password" description="You will be signed in, and signed out everywhere else." />
      <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
        <FormError message={formLevelMessage(error, ['password', 'confirmation'])} />
        <NewPasswordFields name="password" password={password} onPasswordChange={setPassword} confirmation={confirmation} onConfirmationChange={setConfirmation} errors={error?.fieldErrors} required autoFocus />
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
