import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { ChevronUpDownIcon, SignOutIcon, UserIcon } from '../../components/icons';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/DropdownMenu';
import { useSignOutAndLeave } from './useSignOutAndLeave';
import type { UserMenu_viewer$key } from './__generated__/UserMenu_viewer.graphql';

const viewerFragment = graphql`
  fragment UserMenu_viewer on User {
    name
    email
    avatarUrl
  }
`;

export function UserMenu({ viewer: viewerKey }: { viewer: UserMenu_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const navigate = useNavigate();
  const [signOut] = useSignOutAndLeave();

  return (
    <Menu>
      <MenuTrigger className="flex w-full items-center gap-2.5 rounded-lg p-1.5 text-left hover:bg-gray-200/60 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-gray-200/60">
        <Avatar name={viewer.name} imageUrl={viewer.avatarUrl} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-gray-950">{viewer.name}</span>
          <span className="block truncate text-xs text-gray-600">{viewer.email}</span>
        </span>
        <ChevronUpDownIcon className="size-4 text-gray-500" />
        <span className="sr-only">Account menu</span>
      </MenuTrigger>
      <MenuContent align="start" side="top" className="w-60">
        <MenuLabel className="truncate">{viewer.email}</MenuLabel>
        <MenuItem icon={<UserIcon className="size-4" />} onSelect={() => navigate('/dashboard/settings/account')}>
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
