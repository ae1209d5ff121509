import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { cx } from '../../components/cx';
import { ArrowLeftIcon } from '../../components/icons';
import { PageSkeleton } from '../../components/Skeleton';
import { captureUpgradeClicked } from '../../telemetry/analytics';
import { settingsPages } from './settingsPages';

/** A settings page with the list of its siblings beside it on wide screens, and a way back on narrow ones. */
export function SettingsLayout() {
  return (
    <div className="lg:grid lg:grid-cols-[11rem_1fr] lg:gap-10">
      <nav aria-label="Settings" className="hidden lg:block">
        <Link to="/dashboard/settings" className="mb-3 block px-2.5 text-xs font-semibold tracking-wide text-gray-600 uppercase hover:text-gray-900">
          Settings
        </Link>
        <ul className="space-y-0.5">
          {settingsPages.map((page) => (
            <li key={page.slug}>
              <NavLink
                to={`/dashboard/settings/${page.slug}`}
                onClick={page.slug === 'upgrade' ? captureUpgradeClicked : undefined}
                className={({ isActive }) =>
                  cx(
                    'block rounded-md px-2.5 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600',
                    isActive ? 'bg-indigo-50 font-medium text-indigo-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-950',
                  )
                }
              >
                {page.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Link to="/dashboard/settings" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-gray-600 hover:text-gray-900 lg:hidden">
          <ArrowLeftIcon className="size-4" />
          Settings
        </Link>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
