import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { MailIcon } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { useResendVerificationMutation } from '../../mutations/useResendVerificationMutation';
import { useSignOutMutation } from '../../mutations/useSignOutMutation';
import { withErrorReport } from '../../telemetry/withErrorReport';
import type { CheckInboxPanel_viewer$key } from './__generated__/CheckInboxPanel_viewer.graphql';

const viewerFragment = graphql`
  fragment CheckInboxPanel_viewer on User {
    email
  }
`;

export function CheckInboxPanel({ viewer: viewerKey }: { viewer: CheckInboxPanel_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const [resend, isResending] = useResendVerificationMutation();
  const [signOut, isSigningOut] = useSignOutMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resendLink = async () => {
    setError(null);
    setSent(false);
    const outcome = await resend({});
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
        We sent a confirmation link to <strong className="font-medium break-all text-gray-900">{viewer.email}</strong>. Open it to finish setting up
        your account.
      </p>
      <div className="mt-6 space-y-3 text-left">
        {sent && <Notice tone="success">A new link is on its way. It can take a minute to arrive.</Notice>}
        <FormError message={error} />
      </div>
      <div className="mt-6 space-y-3">
        <Button block size="lg" variant="secondary" onClick={withErrorReport(resendLink)} loading={isResending}>
          Resend the link
        </Button>
        <p className="text-sm text-gray-600">
          Wrong address?{' '}
          <button
            type="button"
            className="font-medium text-indigo-700 hover:text-indigo-800 disabled:text-gray-500"
            disabled={isSigningOut}
            onClick={() => void signOut({})}
          >
            Sign out
          </button>{' '}
          and create the account again.
        </p>
      </div>
    </div>
  );
}
