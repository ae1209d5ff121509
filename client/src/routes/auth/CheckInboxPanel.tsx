import { useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { MailIcon } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { useResendVerificationMutation } from '../../mutations/useResendVerificationMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';

type CheckInboxPanelProps = {
  /** Where the confirmation link went. */
  email: string;
  /** Under the resend button: how to fix a wrong address, which differs for a signed-in and a signed-out person. */
  footer: ReactNode;
};

/** After sign-up (or signing in before confirming): the link is in the inbox, and can be sent again. */
export function CheckInboxPanel({ email, footer }: CheckInboxPanelProps) {
  const [resend, isResending] = useResendVerificationMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resendLink = async () => {
    setError(null);
    setSent(false);
    const outcome = await resend({ email });
    if (outcome.ok) setSent(true);
    else setError(outcome.error.message);
  };

  return (
    <div className="text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
        <MailIcon className="size-6" />
      </div>
      <h1 className="mt-5 text-[22px] font-semibold tracking-tight text-gray-950">Check your inbox</h1>
      <p className="mt-2 text-sm text-gray-600">
        We sent a confirmation link to <strong className="font-medium break-all text-gray-900">{email}</strong>. Open it to finish setting up your
        account: it signs you in.
      </p>
      <div className="mt-6 space-y-3 text-left">
        {sent && <Notice tone="success">A new link is on its way. It can take a minute to arrive.</Notice>}
        <FormError message={error} />
      </div>
      <div className="mt-6 space-y-3">
        <Button block size="lg" variant="secondary" onClick={withErrorReport(resendLink)} loading={isResending}>
          Resend the link
        </Button>
        <p className="text-sm text-gray-600">{footer}</p>
      </div>
    </div>
  );
}
