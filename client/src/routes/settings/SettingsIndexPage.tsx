import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../public/ComingSoonPage';
import { captureUpgradeClicked } from '../../telemetry/analytics';
import { settingsPages } from './settingsPages';

export function SettingsIndexPage() {
  usePageTitle('Settings');
  return (
    <>
      <PageHeader title="Settings" description="Manage your account, your organization and how Parley works for your team." />
      <ul className="grid gap-3 sm:grid-cols-2">
        {settingsPages.map((page) => (
          <li key={page.slug}>
            <Link
              to={page.slug}
              onClick={page.slug === 'upgrade' ? captureUpgradeClicked : undefined}
              className="group flex h-full items-start gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-card transition hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gray-50 text-gray-600 ring-1 ring-gray-200 group-hover:bg-indigo-50 group-hover:text-indigo-600 group-hover:ring-indigo-100">
                {page.icon}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 text-sm font-semibold text-gray-950">
                  {page.title}
                </span>
                <span className="mt-0.5 block text-sm text-gray-600">{page.summary}</span>
              </span>
              <ChevronRightIcon className="mt-2.5 size-4 text-gray-400 group-hover:text-indigo-600" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
