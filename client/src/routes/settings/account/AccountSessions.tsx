import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DevicesIcon } from '../../../components/icons';
import { useToast } from '../../../components/Toast';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { describeUserAgent } from '../../../lib/userAgent';
import { useSignOutAndLeave } from '../../../layouts/dashboard/useSignOutAndLeave';
import { useRevokeSessionMutation } from '../../../mutations/useRevokeSessionMutation';
import type { AccountSessions_viewer$key } from './__generated__/AccountSessions_viewer.graphql';

const viewerFragment = graphql`
  fragment AccountSessions_viewer on User {
    sessions {
      id
      current
      userAgent
      ipAddress
      lastSeenAt
      createdAt
    }
  }
`;

export function AccountSessions({ viewer: viewerKey }: { viewer: AccountSessions_viewer$key }) {
  const { sessions } = useFragment(viewerFragment, viewerKey);
  const [revokeSession] = useRevokeSessionMutation();
  const [signOutAndLeave] = useSignOutAndLeave();
  const toast = useToast();
  const [revoking, setRevoking] = useState<string | null>(null);
  const [confirmingEverywhere, setConfirmingEverywhere] = useState(false);
  // A revoked session is deleted from the store; lists may briefly hold a gap where it was.
  const visible = sessions.filter((session) => session != null);

  const revoke = async (sessionId: string) => {
    setRevoking(sessionId);
    const outcome = await revokeSession({ sessionId });
    setRevoking(null);
    if (outcome.ok) toast({ title: 'Device signed out' });
    else toast({ title: 'Could not sign that device out', description: outcome.error.message, tone: 'error' });
  };

  return (
    <Card
      id="sessions"
      title="Signed-in devices"
      description="Browsers where your account is signed in. Sign out any you do not recognise."
      flush
      footer={
        <Button variant="dangerOutline" onClick={() => setConfirmingEverywhere(true)}>
          Sign out everywhere
        </Button>
      }
    >
      <ul className="divide-y divide-gray-100 border-t border-gray-100">
        {visible.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3.5 sm:px-6">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gray-50 text-gray-600 ring-1 ring-gray-200">
              <DevicesIcon className="size-[18px]" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                {describeUserAgent(session.userAgent)}
                {session.current && <Badge tone="green">This device</Badge>}
              </p>
              <p className="text-[13px] text-gray-600">
                {session.ipAddress} · <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>Active {relativeTime(session.lastSeenAt)}</time>
              </p>
            </div>
            {!session.current && (
              <Button size="sm" variant="secondary" loading={revoking === session.id} onClick={() => void revoke(session.id)} aria-label={`Revoke ${describeUserAgent(session.userAgent)} (${session.ipAddress})`}>
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirmingEverywhere}
        onOpenChange={setConfirmingEverywhere}
        title="Sign out everywhere?"
        description="Every browser signed in to your account, including this one, will be signed out."
        confirmLabel="Sign out everywhere"
        onConfirm={async () => {
          const outcome = await signOutAndLeave(true);
          return outcome.ok ? null : outcome.error.message;
        }}
      />
    </Card>
  );
}
