import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Popover } from 'radix-ui';
import { cx } from '../../../components/cx';
import { BellIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { NotificationList } from './NotificationList';
import type { NotificationBell_organization$key } from './__generated__/NotificationBell_organization.graphql';

const organizationFragment = graphql`
  fragment NotificationBell_organization on Organization {
    id
    viewerUnreadNotificationCount
  }
`;

/** The bell with the viewer's unread count; opens their notifications (mentions in notes). */
export function NotificationBell({ organization: organizationKey, align = 'start' }: { organization: NotificationBell_organization$key; align?: 'start' | 'end' }) {
  const organization = useFragment(organizationFragment, organizationKey);
  const [open, setOpen] = useState(false);
  const unread = organization.viewerUnreadNotificationCount;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="relative rounded-md p-2 text-gray-600 hover:bg-gray-200/70 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-gray-200/70"
        title="Notifications"
      >
        <BellIcon className="size-5" />
        <span className="sr-only">{unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}</span>
        {unread > 0 && (
          <span aria-hidden="true" className={cx('absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold text-white ring-2 ring-gray-50')}>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-gray-200 bg-white shadow-popover animate-pop-in focus:outline-none"
        >
          <Suspense
            fallback={
              <div className="flex justify-center py-10">
                <Spinner label="Loading notifications" />
              </div>
            }
          >
            <NotificationList organizationId={organization.id} unread={unread} onNavigate={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
