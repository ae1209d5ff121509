import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { failure, formLevelMessage, type MutationFailure } from '../../lib/mutationOutcome';
import { passkeysSupported, signWithPasskey } from '../../lib/passkeyCeremony';
import { useBeginPasskeySecondStepMutation } from '../../mutations/useBeginPasskeySecondStepMutation';
import { useCompleteSignInWithPasskeyMutation } from '../../mutations/useCompleteSignInWithPasskeyMutation';
import { useCompleteSignInMutation } from '../../mutations/useCompleteSignInMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';

type SecondFactorFormProps = {
  /** Called as the form submits, like the password form's, so the page follows the viewer once signed in. */
  onAttempt?: () => void;
  onSignedIn?: () => void;
  /** Back to the first step, when the pending sign-in has expired. */
  onRestart: () => void;
};

/** The second step of signing in to an account with two-factor sign-in: a code from the app or a recovery code. */
export function SecondFactorForm({ onAttempt, onSignedIn, onRestart }: SecondFactorFormProps) {
  const [complete, isSubmitting] = useCompleteSignInMutation();
  const [code, setCode] = useState('');
  const [rememberBrowser, setRememberBrowser] = useState(false);
  const [error, setError] = useState<MutationFailure | null>(null);

  const [beginPasskey, isBeginningPasskey] = useBeginPasskeySecondStepMutation();
  const [completeWithPasskey, isCompletingWithPasskey] = useCompleteSignInWithPasskeyMutation();

  const signInWithPasskeyInstead = async () => {
    setError(null);
    const options = await beginPasskey();
    if (!options.ok) return setError(options.error);
    const signed = await signWithPasskey(options.payload.options);
    if (!signed.ok) return setError(failure(signed.message));
    onAttempt?.();
    const outcome = await completeWithPasskey({ response: signed.response, rememberBrowser });
    if (outcome.ok) onSignedIn?.();
    else setError(outcome.error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    onAttempt?.();
    const outcome = await complete({ code, rememberBrowser });
    if (outcome.ok) onSignedIn?.();
    else setError(outcome.error);
  };

  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
      <div>
        <h2 className="text-base font-semibold text-gray-900">Two-factor sign-in</h2>
        <p className="mt-1 text-sm text-gray-600">Enter the 6-digit code from your authenticator app or one of your recovery codes, or use a passkey.</p>
      </div>
      <FormError message={formLevelMessage(error, ['code'])} />
      {error?.kind === 'InvalidTokenError' && (
        <Button variant="secondary" block onClick={onRestart}>
          Start again
        </Button>
      )}
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error?.fieldErrors.code}
        autoFocus
      />
      <Checkbox
        label="Remember this browser for 30 days"
        description="Skip this step here until then. Only on a device you alone use."
        checked={rememberBrowser}
        onChange={(event) => setRememberBrowser(event.target.checked)}
      />
      <Button type="submit" block size="lg" loading={isSubmitting} disabled={!code.trim()}>
        Verify and sign in
      </Button>
      {passkeysSupported() && (
        <Button variant="secondary" block size="lg" loading={isBeginningPasskey || isCompletingWithPasskey} onClick={withErrorReport(signInWithPasskeyInstead)}>
          Use a passkey instead
        </Button>
      )}
    </form>
  );
}
