import { startTransition, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, Navigate, Outlet, useMatches } from 'react-router';
import { Dialog as RadixDialog } from 'radix-ui';
import { cx } from '../../components/cx';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { PageSkeleton } from '../../components/Skeleton';
import { connectionMonitor } from '../../relay/connectionState';
import { useAccessRedirect } from '../../routes/access/useAccessRedirect';
import { useOutboxDelivery } from '../../routes/threads/conversation/useOutboxDelivery';
import { useInboxEventsSubscription } from '../../routes/threads/useInboxEventsSubscription';
import { identifyOperator } from '../../telemetry/analytics';
import { ActiveOrganizationContext } from './activeOrganization';
import { ConnectionPill } from './ConnectionPill';
import { NotificationBell } from './notifications/NotificationBell';
import { useNotificationEventsSubscription } from './notifications/useNotificationEventsSubscription';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { SidebarNav } from './SidebarNav';
import { usePresenceHeartbeat } from './usePresenceHeartbeat';
import { useUnreadThreadCount } from './useUnreadThreadCount';
import { useUnreadCountInTitle } from '../../lib/usePageTitle';
import { useColorScheme } from '../../lib/useColorScheme';
import { UserMenu } from './UserMenu';
import { useOperatorNotifications } from '../../notifications/useOperatorNotifications';
import type { useOperatorNotifications_viewer$key } from '../../notifications/__generated__/useOperatorNotifications_viewer.graphql';
import type { DashboardLayoutQuery } from './__generated__/DashboardLayoutQuery.graphql';
import { DeletionScheduledBanner } from './DeletionScheduledBanner';
import { PastDueBanner } from './PastDueBanner';
import { ReadOnlySeatBanner } from './ReadOnlySeatBanner';

const query = graphql`
  query DashboardLayoutQuery {
    viewer {
      id
      colorScheme
      ...useAccessRedirect_viewer
      ...OrganizationSwitcher_viewer
      ...UserMenu_viewer
      ...useOperatorNotifications_viewer
      activeOrganization {
        id
        name
        viewerRole
        ...NotificationBell_organization
        ...PastDueBanner_organization
        ...ReadOnlySeatBanner_organization
        ...DeletionScheduledBanner_organization
        ...useUnreadThreadCount_organization
      }
    }
  }
`;

type SidebarContentProps = { switcher: ReactNode; bell?: ReactNode; userMenu: ReactNode; unreadCount: number; onNavigate?: () => void };

function SidebarContent({ switcher, bell, userMenu, unreadCount, onNavigate }: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col gap-5 px-3 py-3">
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1">{switcher}</div>
        {bell}
      </div>
      <SidebarNav unreadCount={unreadCount} onNavigate={onNavigate} />
      <div className="mt-auto space-y-2 border-t border-gray-200 pt-3">
        <ConnectionPill className="ml-1.5" />
        {userMenu}
      </div>
    </div>
  );
}

function MobileTopBar({ organizationName, bell, sidebar }: { organizationName: string; bell: ReactNode; sidebar: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-gray-200 bg-white/90 px-3 backdrop-blur lg:hidden">
      <RadixDialog.Root open={open} onOpenChange={setOpen}>
        <RadixDialog.Trigger className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
          <MenuIcon />
          <span className="sr-only">Open navigation</span>
        </RadixDialog.Trigger>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-950/40 animate-fade-in" />
          <RadixDialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r border-gray-200 bg-gray-50 shadow-popover animate-fade-in focus:outline-none">
            <RadixDialog.Title className="sr-only">Navigation</RadixDialog.Title>
            <RadixDialog.Close className="absolute top-3 right-3 rounded-md p-1.5 text-gray-500 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-indigo-600">
              <CloseIcon className="size-4" />
              <span className="sr-only">Close navigation</span>
            </RadixDialog.Close>
            <div className="min-h-0 flex-1 pt-10">{sidebar(() => setOpen(false))}</div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <Link to="/dashboard/threads" aria-label="Parley inbox">
        <Logo />
      </Link>
      <span className="ml-auto max-w-[40%] truncate text-sm font-medium text-gray-700">{organizationName}</span>
      <ConnectionPill />
      {bell}
    </header>
  );
}

/**
 * While the dashboard is open, whatever page shows: the operator's presence heartbeat, the organization's
 * live inbox events (and the notifications they raise), and delivery of messages written offline.
 */
function DashboardRealtime({ organizationId, viewer }: { organizationId: string; viewer: useOperatorNotifications_viewer$key }) {
  usePresenceHeartbeat(organizationId);
  useInboxEventsSubscription(organizationId, useOperatorNotifications(viewer, organizationId));
  useNotificationEventsSubscription(organizationId);
  useOutboxDelivery();
  return null;
}

type PageWidth = 'fullBleed' | 'wide' | 'default';

/**
 * Pages that lay out the whole window themselves (the inbox's panes) say so in their route's handle, and so do pages
 * that need a wider column than text does (a form beside a live preview).
 */
function usePageWidth(): PageWidth {
  const handles = useMatches().map((match) => (match.handle ?? {}) as { fullBleed?: boolean; wide?: boolean });
  if (handles.some((handle) => handle.fullBleed)) return 'fullBleed';
  return handles.some((handle) => handle.wide) ? 'wide' : 'default';
}

/** The signed-in shell: guards access, loads who and where the viewer is, and frames every dashboard page. */
export function DashboardLayout() {
  const [fetchKey, setFetchKey] = useState(0);
  const { viewer } = useLazyLoadQuery<DashboardLayoutQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey > 0 ? 'network-only' : 'store-or-network' });
  const redirect = useAccessRedirect(viewer, 'verified');
  const pageWidth = usePageWidth();
  const fullBleed = pageWidth === 'fullBleed';
  const viewerId = viewer?.id;
  useEffect(() => {
    if (viewerId) identifyOperator(viewerId);
  }, [viewerId]);
  const active = viewer?.activeOrganization;
  const unreadCount = useUnreadThreadCount(active ?? null);
  useUnreadCountInTitle(unreadCount);
  useColorScheme(viewer?.colorScheme ?? 'SYSTEM');
  const reloadDashboard = useCallback(() => startTransition(() => setFetchKey((key) => key + 1)), []);
  // Signed out elsewhere, removed, or given another role: who the viewer is and where they belong is loaded again, so the
  // dashboard goes to sign-in or onboarding, or carries on with the new role.
  useEffect(() => connectionMonitor.onAccessRevoked(reloadDashboard), [reloadDashboard]);
  const organization = useMemo(() => (active ? { ...active, reloadDashboard } : null), [active, reloadDashboard]);
  if (redirect || !viewer || !organization) return <Navigate to={redirect ?? '/onboarding'} replace />;

  const sidebar = (onNavigate?: () => void, bell?: ReactNode) => (
    <SidebarContent
      switcher={<OrganizationSwitcher viewer={viewer} />}
      bell={bell}
      userMenu={<UserMenu viewer={viewer} />}
      unreadCount={unreadCount}
      onNavigate={onNavigate}
    />
  );

  return (
    <ActiveOrganizationContext.Provider value={organization}>
      <div className="min-h-dvh bg-gray-50 lg:flex">
        <a href="#dashboard-content" className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-3 focus:left-3">
          Skip to content
        </a>
        <aside className="hidden w-64 shrink-0 border-r border-gray-200 lg:sticky lg:top-0 lg:block lg:h-dvh">{sidebar(undefined, <NotificationBell organization={organization} />)}</aside>
        <MobileTopBar organizationName={organization.name} bell={<NotificationBell organization={organization} align="end" />} sidebar={sidebar} />
        <DashboardRealtime organizationId={organization.id} viewer={viewer} />
        <main
          id="dashboard-content"
          className={cx(
            'min-w-0 flex-1 bg-white lg:my-2 lg:mr-2 lg:rounded-xl lg:border lg:border-gray-200 lg:shadow-card',
            fullBleed && 'flex h-[calc(100dvh-3.5rem)] flex-col overflow-hidden lg:h-[calc(100dvh-1rem)]',
          )}
        >
          <PastDueBanner organization={organization} />
          <ReadOnlySeatBanner organization={organization} />
          <DeletionScheduledBanner organization={organization} />
          <div className={fullBleed ? 'min-h-0 flex-1' : cx('mx-auto px-4 py-6 sm:px-6 lg:px-10 lg:py-10', pageWidth === 'wide' ? 'max-w-7xl' : 'max-w-5xl')}>
            {/* Keyed by organization: after a switch every page remounts and loads the new organization's data. */}
            <Suspense key={organization.id} fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </ActiveOrganizationContext.Provider>
  );
}
