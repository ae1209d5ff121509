import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { failure, formLevelMessage, type MutationFailure, type SecondStepOptions } from '../../lib/mutationOutcome';
import { passkeysSupported, signWithPasskey } from '../../lib/passkeyCeremony';
import { useBeginPasskeySecondStepMutation } from '../../mutations/useBeginPasskeySecondStepMutation';
import { useCompleteSignInWithPasskeyMutation } from '../../mutations/useCompleteSignInWithPasskeyMutation';
import { useCompleteSignInMutation } from '../../mutations/useCompleteSignInMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';

type SecondFactorFormProps = {
  /** What the account has to finish with, as the sign-in's SecondFactorRequiredError named it. */
  options: SecondStepOptions;
  /** Called as the form submits, like the password form's, so the page follows the viewer once signed in. */
  onAttempt?: () => void;
  onSignedIn?: () => void;
  /** Back to the first step, when the pending sign-in has expired. */
  onRestart: () => void;
};

/** What the second step asks for, in the words of what the account has. */
function instructions({ codes, passkeys, recoveryCodes }: SecondStepOptions): string {
  if (codes) return `Enter the 6-digit code from your authenticator app or one of your recovery codes${passkeys ? ', or use a passkey' : ''}.`;
  if (recoveryCodes) return 'Use your passkey, or enter one of your recovery codes.';
  return 'Use your passkey to finish signing in.';
}

/**
 * The second step of signing in to an account with two-factor sign-in: only the ways the account has, i.e. a code
 * from the app, a recovery code, a passkey. An account with passkeys alone is never asked for a code it cannot have.
 */
export function SecondFactorForm({ options, onAttempt, onSignedIn, onRestart }: SecondFactorFormProps) {
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

  const asksForCode = options.codes || options.recoveryCodes;
  const offersPasskey = options.passkeys && passkeysSupported();
  return (
    <form onSubmit={withErrorReport(submit)} noValidate className="space-y-4">
      <div>
        <h2 className="text-base font-semibold text-gray-900">Two-factor sign-in</h2>
        <p className="mt-1 text-sm text-gray-600">{instructions(options)}</p>
      </div>
      <FormError message={formLevelMessage(error, ['code'])} />
      {error?.kind === 'InvalidTokenError' && (
        <Button variant="secondary" block onClick={onRestart}>
          Start again
        </Button>
      )}
      {options.passkeys && !offersPasskey && !asksForCode && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          This browser cannot use passkeys. Sign in from a browser or device that can.
        </p>
      )}
      {asksForCode && (
        <TextField
          label={options.codes ? 'Authentication code' : 'Recovery code'}
          name="code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error?.fieldErrors.code}
          autoFocus
        />
      )}
      <Checkbox
        label="Remember this browser for 30 days"
        description="Skip this step here until then. Only on a device you alone use."
        checked={rememberBrowser}
        onChange={(event) => setRememberBrowser(event.target.checked)}
      />
      {asksForCode && (
        <Button type="submit" block size="lg" loading={isSubmitting} disabled={!code.trim()}>
          Verify and sign in
        </Button>
      )}
      {offersPasskey && (
        <Button
          variant={asksForCode ? 'secondary' : 'primary'}
          block
          size="lg"
          loading={isBeginningPasskey || isCompletingWithPasskey}
          onClick={withErrorReport(signInWithPasskeyInstead)}
          autoFocus={!asksForCode}
        >
          {asksForCode ? 'Use a passkey instead' : 'Use your passkey'}
        </Button>
      )}
    </form>
  );
}
