import { useState } from 'react';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { Notice } from '../../components/Notice';
import { useRequestSignInLinkMutation } from '../../mutations/useRequestSignInLinkMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';

/**
 * Shown when password attempts on an account are being slowed down (perhaps by someone else guessing):
 * the owner can still get in through a one-time link sent to their inbox.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const [requestLink, isRequesting] = useRequestSignInLinkMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    const outcome = await requestLink({ email });
    if (outcome.ok) setSent(true);
    else setError(outcome.error.fieldErrors.email ?? outcome.error.message);
  };

  if (sent) {
    return (
      <Notice tone="success">
        If <strong className="font-medium break-all">{email}</strong> has an account, a sign-in link is on its way. It works once, within 15 minutes.
      </Notice>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3.5">
      <p className="text-sm text-indigo-950">
        Password sign-in is paused for a while after too many attempts. We can email you a one-time link that signs you in instead.
      </p>
      <FormError message={error} />
      <Button type="button" variant="secondary" block onClick={withErrorReport(send)} loading={isRequesting}>
        Email me a sign-in link
      </Button>
    </div>
  );
}
