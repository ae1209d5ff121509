import { ButtonLink } from '../../components/Button';
import { ChatBubbleIcon, UsersIcon } from '../../components/icons';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useActiveOrganization } from '../../layouts/dashboard/activeOrganization';
import { usePageTitle } from '../public/ComingSoonPage';

/** The inbox frame; conversations themselves arrive with the conversations feature. */
export function InboxPage() {
  usePageTitle('Inbox');
  const organization = useActiveOrganization();
  return (
    <>
      <PageHeader title="Inbox" description={`Conversations with visitors of ${organization.name}'s websites.`} />
      <div className="rounded-xl border border-gray-200 bg-white shadow-card">
        <EmptyState
          icon={<ChatBubbleIcon className="size-6" />}
          title="No conversations yet"
          description="When visitors write to you through your chat widget, their conversations appear here in real time."
          action={
            <>
              <ButtonLink to="/dashboard/settings/setup">Install the widget</ButtonLink>
              <ButtonLink to="/dashboard/settings/team" variant="secondary" icon={<UsersIcon className="size-4" />}>
                Invite teammates
              </ButtonLink>
            </>
          }
          className="py-20"
        />
      </div>
    </>
  );
}
