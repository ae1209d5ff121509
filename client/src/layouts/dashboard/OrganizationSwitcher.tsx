import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Avatar } from '../../components/Avatar';
import { ChevronUpDownIcon, PlusIcon } from '../../components/icons';
import { Menu, MenuCheckboxItem, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../components/DropdownMenu';
import { useToast } from '../../components/Toast';
import { roleLabels } from '../../lib/roles';
import { useSwitchOrganizationMutation } from '../../mutations/useSwitchOrganizationMutation';
import { CreateOrganizationDialog } from './CreateOrganizationDialog';
import type { OrganizationSwitcher_viewer$key } from './__generated__/OrganizationSwitcher_viewer.graphql';

const viewerFragment = graphql`
  fragment OrganizationSwitcher_viewer on User {
    activeOrganization {
      id
      name
      viewerRole
    }
    memberships {
      id
      role
      organization {
        id
        name
      }
    }
  }
`;

export function OrganizationSwitcher({ viewer: viewerKey }: { viewer: OrganizationSwitcher_viewer$key }) {
  const viewer = useFragment(viewerFragment, viewerKey);
  const [switchOrganization, isSwitching] = useSwitchOrganizationMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const active = viewer.activeOrganization;
  if (!active) return null;

  const choose = async (organizationId: string) => {
    if (organizationId === active.id) return;
    const outcome = await switchOrganization({ organizationId });
    if (outcome.ok) void navigate('/dashboard/threads');
    else toast({ title: 'Could not switch organization', description: outcome.error.message, tone: 'error' });
  };

  return (
    <>
    <Menu>
      <MenuTrigger
        disabled={isSwitching}
        className="group flex w-full items-center gap-2.5 rounded-lg p-1.5 text-left hover:bg-gray-200/60 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-gray-200/60"
      >
        <Avatar name={active.name} shape="square" size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-gray-950">{active.name}</span>
          <span className="block text-xs text-gray-600">{roleLabels[active.viewerRole]}</span>
        </span>
        <ChevronUpDownIcon className="size-4 text-gray-500" />
        <span className="sr-only">Switch organization</span>
      </MenuTrigger>
      <MenuContent align="start" className="w-64">
        <MenuLabel>Organizations</MenuLabel>
        {viewer.memberships.map((membership) => (
          <MenuCheckboxItem key={membership.id} checked={membership.organization.id === active.id} onSelect={() => void choose(membership.organization.id)}>
            <span className="min-w-0 flex-1 truncate">{membership.organization.name}</span>
            <span className="text-xs text-gray-600">{roleLabels[membership.role]}</span>
          </MenuCheckboxItem>
        ))}
        <MenuSeparator />
        <MenuItem icon={<PlusIcon className="size-4" />} onSelect={() => setCreating(true)}>
          Create organization
        </MenuItem>
      </MenuContent>
    </Menu>
    <CreateOrganizationDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
