import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { ChevronUpDownIcon, SignOutIcon, UserIcon } from '../../components/icons';
import { Menu, MenuCheckboxItem, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/DropdownMenu';
import { PresenceDot, presenceLabels, type Presence } from '../../components/PresenceDot';
import { useToast } from '../../components/Toast';
import { useHeartbeatMutation } from '../../mutations/useHeartbeatMutation';
import { useSignOutAndLeave } from './useSignOutAndLeave';
import type { UserMenu_viewer$key } from './__generated__/UserMenu_viewer.graphql';

const viewerFragment = graphql`
  fragment UserMenu_viewer on User {
    name
    email
    avatarUrl
    activeOrganization {
      id
    }
    memberships {
      id
      status
      presence
      organization {
        id
      }
    }
  }
`;

const statusChoices = [
  { status: 'ONLINE', hint: 'Visitors see the team as available' },
  { status: 'AWAY', hint: 'You stay signed in, but count as away' },
] as const;

export function UserMenu({ viewer: viewerKey }: { viewer: UserMenu_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const navigate = useNavigate();
  const [signOut] = useSignOutAndLeave();
  const [beat] = useHeartbeatMutation();
  const toast = useToast();
  const organizationId = viewer.activeOrganization?.id;
  const membership = viewer.memberships.find((candidate) => candidate.organization.id === organizationId);
  const presence = (membership?.presence ?? 'OFFLINE') as Presence;

  const chooseStatus = async (status: 'ONLINE' | 'AWAY') => {
    if (!organizationId) return;
    const outcome = await beat({ organizationId, status });
    if (!outcome.ok) toast({ title: 'Could not change your status', description: outcome.error.message, tone: 'error' });
  };

  return (
    <Menu>
      <MenuTrigger className="flex w-full items-center gap-2.5 rounded-lg p-1.5 text-left hover:bg-gray-200/60 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-gray-200/60">
        <span className="relative">
          <Avatar name={viewer.name} imageUrl={viewer.avatarUrl} size="sm" />
          {membership && <PresenceDot presence={presence} decorative className="absolute -right-0.5 -bottom-0.5" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-gray-950">{viewer.name}</span>
          <span className="block truncate text-xs text-gray-600">{membership ? presenceLabels[presence] : viewer.email}</span>
        </span>
        <ChevronUpDownIcon className="size-4 text-gray-500" />
        <span className="sr-only">Account menu</span>
      </MenuTrigger>
      <MenuContent align="start" side="top" className="w-60">
        <MenuLabel className="truncate">{viewer.email}</MenuLabel>
        {membership && (
          <>
            <MenuSeparator />
            <MenuLabel>Your status</MenuLabel>
            {statusChoices.map((choice) => (
              <MenuCheckboxItem key={choice.status} checked={membership.status === choice.status} onSelect={() => void chooseStatus(choice.status)}>
                <PresenceDot presence={choice.status} decorative />
                <span className="flex flex-col">
                  <span>{presenceLabels[choice.status]}</span>
                  <span className="text-xs text-gray-500">{choice.hint}</span>
                </span>
              </MenuCheckboxItem>
            ))}
            <MenuSeparator />
          </>
        )}
        <MenuItem icon={<UserIcon className="size-4" />} onSelect={() => void navigate('/dashboard/settings/account')}>
          Account settings
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<SignOutIcon className="size-4" />} onSelect={() => void signOut()}>
          Sign out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
