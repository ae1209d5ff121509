import { useState } from 'react';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { passkeysSupported, signWithPasskey } from '../../lib/passkeyCeremony';
import { useBeginPasskeySignInMutation } from '../../mutations/useBeginPasskeySignInMutation';
import { useSignInWithPasskeyMutation } from '../../mutations/useSignInWithPasskeyMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';

/** Signing in without typing anything: the browser offers the passkeys it holds for this site, and the one chosen names the account. */
export function PasskeySignInButton({ onAttempt }: { onAttempt: () => void }) {
  const [begin, isBeginning] = useBeginPasskeySignInMutation();
  const [signIn, isSigningIn] = useSignInWithPasskeyMutation();
  const [error, setError] = useState<string | null>(null);
  if (!passkeysSupported()) return null;

  const start = async () => {
    setError(null);
    const options = await begin();
    if (!options.ok) return setError(options.error.message);
    const signed = await signWithPasskey(options.payload.options);
    if (!signed.ok) return setError(signed.message);
    onAttempt();
    // On success the page follows `?next=` (or the invitation) as soon as the viewer is known, as after a password.
    const outcome = await signIn({ response: signed.response });
    if (!outcome.ok) setError(outcome.error.message);
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        or
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <FormError message={error ?? undefined} />
      <Button variant="secondary" block size="lg" loading={isBeginning || isSigningIn} onClick={withErrorReport(start)}>
        Sign in with a passkey
      </Button>
    </div>
  );
}
