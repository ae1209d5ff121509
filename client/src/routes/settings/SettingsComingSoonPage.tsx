import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../public/ComingSoonPage';
import { settingsPage } from './settingsPages';

/** Settings whose feature has not shipped yet: say so plainly, and what it will cover. */
export function SettingsComingSoonPage({ slug }: { slug: string }) {
  const page = settingsPage(slug);
  usePageTitle(page.title);
  return (
    <>
      <PageHeader title={page.title} description={page.summary} />
      <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50/60">
        <EmptyState
          icon={page.icon}
          title="Coming later"
          description={`${page.title} settings are not built yet. They will appear here once they ship.`}
          action={
            <ButtonLink to="/dashboard/settings" variant="secondary">
              Back to settings
            </ButtonLink>
          }
        />
      </div>
    </>
  );
}
