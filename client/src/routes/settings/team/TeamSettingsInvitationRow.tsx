import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { useToast } from '../../../components/Toast';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { roleLabels } from '../../../lib/roles';
import { useResendInvitationMutation } from '../../../mutations/useResendInvitationMutation';
import { useRevokeInvitationMutation } from '../../../mutations/useRevokeInvitationMutation';
import type { TeamSettingsInvitationRow_invitation$key } from './__generated__/TeamSettingsInvitationRow_invitation.graphql';

const invitationFragment = graphql`
  fragment TeamSettingsInvitationRow_invitation on Invitation {
    id
    email
    role
    expiresAt
    invitedBy {
      name
    }
    teams {
      id
      name
    }
  }
`;

export function TeamSettingsInvitationRow({ invitation: invitationKey }: { invitation: TeamSettingsInvitationRow_invitation$key }) {
  const invitation = useFragment(invitationFragment, invitationKey);
  const [resend, isResending] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const [isRevoking, setRevoking] = useState(false);
  const toast = useToast();

  const resendInvitation = async () => {
    const outcome = await resend({ invitationId: invitation.id });
    if (outcome.ok) toast({ title: 'Invitation sent again', description: `A fresh link is on its way to ${invitation.email}.` });
    else toast({ title: 'Could not resend the invitation', description: outcome.error.message, tone: 'error' });
  };

  const revokeInvitation = async () => {
    setRevoking(true);
    const outcome = await revoke({ invitationId: invitation.id });
    if (outcome.ok) return toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
    setRevoking(false);
    toast({ title: 'Could not revoke the invitation', description: outcome.error.message, tone: 'error' });
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3.5 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
          <span className="truncate">{invitation.email}</span>
          <Badge>{roleLabels[invitation.role]}</Badge>
          {invitation.teams.map((team) => (
            <Badge key={team.id} tone="indigo">
              {team.name}
            </Badge>
          ))}
        </p>
        <p className="text-[13px] text-gray-600">
          Invited by {invitation.invitedBy.name} · <time dateTime={invitation.expiresAt} title={formatDateTime(invitation.expiresAt)}>expires {relativeTime(invitation.expiresAt)}</time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" loading={isResending} onClick={() => void resendInvitation()} aria-label={`Resend invitation to ${invitation.email}`}>
          Resend
        </Button>
        <Button size="sm" variant="ghost" loading={isRevoking} onClick={() => void revokeInvitation()} aria-label={`Revoke invitation to ${invitation.email}`}>
          Revoke
        </Button>
      </div>
    </li>
  );
}
