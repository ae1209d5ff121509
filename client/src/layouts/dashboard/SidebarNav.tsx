import { NavLink } from 'react-router';
import { cx } from '../../components/cx';
import { ChartIcon, InboxIcon, SettingsIcon, UsersIcon } from '../../components/icons';

const items = [
  { to: '/dashboard', label: 'Overview', icon: <ChartIcon className="size-[18px]" />, end: true },
  { to: '/dashboard/threads', label: 'Inbox', icon: <InboxIcon className="size-[18px]" />, showsUnread: true },
  { to: '/dashboard/contacts', label: 'Contacts', icon: <UsersIcon className="size-[18px]" /> },
  { to: '/dashboard/settings', label: 'Settings', icon: <SettingsIcon className="size-[18px]" /> },
];

/** The unread conversation count beside Inbox; read out as words, shown as a number (99+ past that). */
function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-indigo-600 px-1.5 py-px text-xs font-semibold text-white tabular-nums">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{count === 1 ? '1 unread conversation' : `${count} unread conversations`}</span>
    </span>
  );
}

export function SidebarNav({ unreadCount = 0, onNavigate }: { unreadCount?: number; onNavigate?: () => void }) {
  return (
    <nav aria-label="Dashboard">
      <ul className="space-y-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  'flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-indigo-600',
                  isActive ? 'bg-white text-gray-950 shadow-xs ring-1 ring-gray-200' : 'text-gray-700 hover:bg-gray-200/60 hover:text-gray-950',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={isActive ? 'text-indigo-600' : 'text-gray-500'}>{item.icon}</span>
                  {item.label}
                  {item.showsUnread && unreadCount > 0 && <UnreadBadge count={unreadCount} />}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
