import { createContext, useContext } from 'react';
import type { Role } from '../../lib/roles';

export type ActiveOrganization = {
  id: string;
  name: string;
  viewerRole: Role;
  /** Refetches the shell's data; for changes the store cannot follow, such as leaving this organization. */
  reloadDashboard: () => void;
};

export const ActiveOrganizationContext = createContext<ActiveOrganization | null>(null);

/** The organization the dashboard shows, as the layout loaded it; pages use it for ids and permissions. */
export function useActiveOrganization(): ActiveOrganization {
  const organization = useContext(ActiveOrganizationContext);
  if (!organization) throw new Error('useActiveOrganization must be used inside the dashboard layout');
  return organization;
}
