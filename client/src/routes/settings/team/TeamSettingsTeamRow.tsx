import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { useDeleteTeamMutation } from '../../../mutations/useDeleteTeamMutation';
import { TeamEditorDialog, type TeamMemberOption } from './TeamEditorDialog';
import type { TeamSettingsTeamRow_team$key } from './__generated__/TeamSettingsTeamRow_team.graphql';

const teamFragment = graphql`
  fragment TeamSettingsTeamRow_team on Team {
    id
    name
    members {
      id
      user {
        name
        avatarUrl
      }
    }
  }
`;

const shownAvatars = 5;

type TeamRowProps = { team: TeamSettingsTeamRow_team$key; canManage: boolean; memberOptions: TeamMemberOption[] };

export function TeamSettingsTeamRow({ team: teamKey, canManage, memberOptions }: TeamRowProps) {
  const team = useFragment(teamFragment, teamKey);
  const [deleteTeam] = useDeleteTeamMutation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const members = team.members.filter((member) => member != null);
  const count = `${members.length} ${members.length === 1 ? 'member' : 'members'}`;

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3.5 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-gray-900">{team.name}</p>
        <p className="text-[13px] text-gray-600">{count}</p>
      </div>
      {members.length > 0 && (
        <div className="flex -space-x-1.5" aria-hidden="true">
          {members.slice(0, shownAvatars).map((member) => (
            <Avatar key={member.id} name={member.user.name} imageUrl={member.user.avatarUrl} size="xs" className="ring-2 ring-white" />
          ))}
          {members.length > shownAvatars && (
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-gray-100 text-[10px] font-semibold text-gray-700 ring-2 ring-white">
              +{members.length - shownAvatars}
            </span>
          )}
        </div>
      )}
      {canManage && (
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${team.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete ${team.name}`}>
            Delete
          </Button>
          <TeamEditorDialog
            open={editing}
            onOpenChange={setEditing}
            team={{ id: team.id, name: team.name, memberIds: members.map((member) => member.id) }}
            memberOptions={memberOptions}
          />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={`Delete ${team.name}?`}
            description="Its members stay in the organization; only the team goes away."
            confirmLabel="Delete team"
            onConfirm={async () => {
              const outcome = await deleteTeam({ teamId: team.id });
              if (outcome.ok) toast({ title: `${team.name} was deleted` });
              return outcome.ok ? null : outcome.error.message;
            }}
          />
        </div>
      )}
    </li>
  );
}
