import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { formLevelMessage, type MutationFailure, type SecondStepOptions } from '../../lib/mutationOutcome';
import { useSignInMutation } from '../../mutations/useSignInMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import { PasskeySignInButton } from './PasskeySignInButton';
import { SecondFactorForm } from './SecondFactorForm';
import { SignInLinkOffer } from './SignInLinkOffer';

type LoginFormProps = {
  initialEmail: string;
  /** Called as the form submits: by the time the answer arrives, the page has already re-rendered for the signed-in viewer. */
  onAttempt: () => void;
};

export function LoginForm({ initialEmail, onAttempt }: LoginFormProps) {
  const [signIn, isSubmitting] = useSignInMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MutationFailure | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepOptions | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onAttempt();
    const outcome = await signIn({ email, password });
    // On success the page follows `?next=` (or accepts the invitation) as soon as the viewer is known.
    if (outcome.ok) return;
    if (outcome.error.secondStep) setSecondStep(outcome.error.secondStep);
    else setError(outcome.error);
  };

  if (secondStep) {
    return (
      <SecondFactorForm
        options={secondStep}
        onAttempt={onAttempt}
        onRestart={() => {
          setSecondStep(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
      <FormError message={formLevelMessage(error, ['email', 'password'])} />
      {error?.kind === 'RateLimitedError' && <SignInLinkOffer email={email} />}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error?.fieldErrors.email}
        required
        autoFocus={!initialEmail}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={error?.fieldErrors.password}
        labelAside={
          <Link to="/reset" className="text-[13px] font-medium text-indigo-700 hover:text-indigo-800">
            Forgot password?
          </Link>
        }
        required
        autoFocus={Boolean(initialEmail)}
      />
      <Button type="submit" block size="lg" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
    <PasskeySignInButton onAttempt={onAttempt} />
    </div>
  );
}
