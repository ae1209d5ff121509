import { graphql, useFragment } from 'react-relay';
import { Avatar } from '../../../../components/Avatar';
import { Menu, MenuCheckboxItem, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../../../components/DropdownMenu';
import { ChevronUpDownIcon, CloseIcon, UserIcon } from '../../../../components/icons';
import { PresenceDot, presenceLabels, type Presence } from '../../../../components/PresenceDot';
import { useToast } from '../../../../components/Toast';
import { useAssignThreadMutation } from '../../../../mutations/useAssignThreadMutation';
import { headerButtonClasses } from './headerButton';
import type { AssignMenu_organization$key } from './__generated__/AssignMenu_organization.graphql';

const organizationFragment = graphql`
  fragment AssignMenu_organization on Organization {
    members {
      id
      presence
      isViewer
      user {
        id
        name
        avatarUrl
      }
    }
  }
`;

type AssignMenuProps = {
  threadId: string;
  assignee: { readonly id: string; readonly name: string; readonly avatarUrl: string | null | undefined } | null | undefined;
  organization: AssignMenu_organization$key;
};

/** Who answers this conversation: oneself, a teammate (their presence beside them), or nobody yet. */
export function AssignMenu({ threadId, assignee, organization: organizationKey }: AssignMenuProps) {
  const { members } = useFragment(organizationFragment, organizationKey);
  const [assign, isAssigning] = useAssignThreadMutation();
  const toast = useToast();
  const viewer = members.find((member) => member.isViewer);

  const assignTo = async (userId: string | null) => {
    const outcome = await assign({ threadId, assigneeId: userId });
    if (!outcome.ok) toast({ title: 'Could not assign the conversation', description: outcome.error.message, tone: 'error' });
  };

  return (
    <Menu>
      <MenuTrigger disabled={isAssigning} className={headerButtonClasses} title={assignee ? `Assigned to ${assignee.name}` : 'Assign'}>
        {assignee ? <Avatar name={assignee.name} imageUrl={assignee.avatarUrl} size="xs" className="size-5 text-[9px]" /> : <UserIcon className="size-4 text-gray-500" />}
        <span className="max-w-32 truncate @max-2xl:sr-only">{assignee ? assignee.name : 'Assign'}</span>
        <span className="sr-only">{assignee ? ', assigned. Change assignee' : ': nobody yet'}</span>
        <ChevronUpDownIcon className="size-3.5 text-gray-500 @max-2xl:hidden" />
      </MenuTrigger>
      <MenuContent align="end" className="w-64">
        {viewer && assignee?.id !== viewer.user.id && (
          <>
            <MenuItem icon={<UserIcon className="size-4" />} onSelect={() => void assignTo(viewer.user.id)}>
              Assign to me
            </MenuItem>
            <MenuSeparator />
          </>
        )}
        <MenuLabel>Teammates</MenuLabel>
        {members.map((member) => (
          <MenuCheckboxItem key={member.id} checked={assignee?.id === member.user.id} onSelect={() => void assignTo(member.user.id)}>
            <span className="relative">
              <Avatar name={member.user.name} imageUrl={member.user.avatarUrl} size="xs" />
              <PresenceDot presence={member.presence as Presence} decorative className="absolute -right-0.5 -bottom-0.5 size-2" />
            </span>
            <span className="min-w-0 flex-1 truncate">
              {member.user.name}
              {member.isViewer && <span className="text-gray-500"> (you)</span>}
            </span>
            <span className="text-xs text-gray-500">
              <span className="sr-only">, </span>
              {presenceLabels[member.presence as Presence]}
            </span>
          </MenuCheckboxItem>
        ))}
        {assignee && (
          <>
            <MenuSeparator />
            <MenuItem icon={<CloseIcon className="size-4" />} onSelect={() => void assignTo(null)}>
              Unassign
            </MenuItem>
          </>
        )}
      </MenuContent>
    </Menu>
  );
}
