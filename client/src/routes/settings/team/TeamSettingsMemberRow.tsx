import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Select } from '../../../components/Select';
import { useToast } from '../../../components/Toast';
import { ReadOnlyNotice } from '../../../components/ReadOnlyNotice';
import { useActiveOrganization } from '../../../layouts/dashboard/activeOrganization';
import { assignableRoles, canManageTeam, roleLabels, roleOptions, type Role } from '../../../lib/roles';
import { useChangeMemberRoleMutation } from '../../../mutations/useChangeMemberRoleMutation';
import { useLeaveOrganizationMutation } from '../../../mutations/useLeaveOrganizationMutation';
import { useRemoveMemberMutation } from '../../../mutations/useRemoveMemberMutation';
import { withErrorReport } from '../../../telemetry/withErrorReport';
import type { TeamSettingsMemberRow_membership$key } from './__generated__/TeamSettingsMemberRow_membership.graphql';

const membershipFragment = graphql`
  fragment TeamSettingsMemberRow_membership on Membership {
    id
    role
    isViewer
    readOnlyReason
    user {
      name
      email
      avatarUrl
    }
    teams {
      id
      name
    }
  }
`;

type MemberRowProps = { membership: TeamSettingsMemberRow_membership$key; viewerRole: Role; organizationId: string };

/** Admins manage agents and admins; only owners can touch owners. Everyone can leave. */
export function TeamSettingsMemberRow({ membership: membershipKey, viewerRole, organizationId }: MemberRowProps) {
  const member = useFragment(membershipFragment, membershipKey);
  const canManageMember = canManageTeam(viewerRole) && !member.isViewer && (viewerRole === 'OWNER' || member.role !== 'OWNER');

  return (
    <li className="px-5 py-3 sm:px-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-nowrap">
        <div className="flex min-w-[14rem] flex-1 items-center gap-3 sm:min-w-0">
          <Avatar name={member.user.name} imageUrl={member.user.avatarUrl} />
          <div className="min-w-0">
            <p className="flex items-center gap-2 text-sm font-medium text-gray-900">
              <span className="truncate">{member.user.name}</span>
              {member.isViewer && <Badge tone="indigo">You</Badge>}
              {member.readOnlyReason && <Badge tone="amber">Read-only</Badge>}
            </p>
            <p className="truncate text-[13px] text-gray-600">{member.user.email}</p>
          </div>
        </div>
        <div className="hidden w-40 flex-wrap gap-1 md:flex">
          {member.teams.length === 0 ? (
            <span className="text-[13px] text-gray-600">No teams</span>
          ) : (
            member.teams.map((team) => <Badge key={team.id}>{team.name}</Badge>)
          )}
        </div>
        <div className="ml-12 flex items-center gap-4 sm:ml-0">
          <div className="w-28">
            {canManageMember ? (
              <RoleSelect membershipId={member.id} role={member.role} name={member.user.name} viewerRole={viewerRole} />
            ) : (
              <Badge tone={member.role === 'OWNER' ? 'indigo' : 'gray'}>{roleLabels[member.role]}</Badge>
            )}
          </div>
          <div className="w-20 text-right">
            {member.isViewer ? <LeaveButton organizationId={organizationId} /> : canManageMember ? <RemoveButton membershipId={member.id} name={member.user.name} /> : null}
          </div>
        </div>
      </div>
      <ReadOnlyNotice reason={member.readOnlyReason} className="mt-2" />
    </li>
  );
}

function RoleSelect({ membershipId, role, name, viewerRole }: { membershipId: string; role: Role; name: string; viewerRole: Role }) {
  const [changeRole, isChanging] = useChangeMemberRoleMutation();
  const toast = useToast();
  const change = async (next: Role) => {
    const outcome = await changeRole({ membershipId, role: next });
    if (outcome.ok) toast({ title: `${name} is now ${next === 'AGENT' ? 'an agent' : next === 'ADMIN' ? 'an admin' : 'an owner'}` });
    else toast({ title: 'Could not change the role', description: outcome.error.message, tone: 'error' });
  };
  return (
    <Select aria-label={`Role of ${name}`} size="sm" value={role} onValueChange={withErrorReport(change)} options={roleOptions(assignableRoles(viewerRole))} disabled={isChanging} />
  );
}

function RemoveButton({ membershipId, name }: { membershipId: string; name: string }) {
  const [removeMember] = useRemoveMemberMutation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`Remove ${name}`}>
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove ${name}?`}
        description="They lose access to this organization's conversations and settings at once. Their account stays."
        confirmLabel="Remove member"
        onConfirm={async () => {
          const outcome = await removeMember({ membershipId });
          if (outcome.ok) toast({ title: `${name} was removed` });
          return outcome.ok ? null : outcome.error.message;
        }}
      />
    </>
  );
}

function LeaveButton({ organizationId }: { organizationId: string }) {
  const [leaveOrganization] = useLeaveOrganizationMutation();
  const { name, reloadDashboard } = useActiveOrganization();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Leave
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Leave ${name}?`}
        description="You will lose access to its conversations and settings. To come back, someone has to invite you again."
        confirmLabel="Leave organization"
        onConfirm={async () => {
          const outcome = await leaveOrganization({ organizationId });
          if (!outcome.ok) return outcome.error.message;
          void navigate('/dashboard/threads', { replace: true });
          reloadDashboard();
          return null;
        }}
      />
    </>
  );
}
