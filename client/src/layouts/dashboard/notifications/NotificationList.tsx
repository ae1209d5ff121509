import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { cx } from '../../../components/cx';
import { BellIcon } from '../../../components/icons';
import { useToast } from '../../../components/Toast';
import { relativeTime } from '../../../lib/dates';
import { useNow } from '../../../lib/useNow';
import { useMarkNotificationsReadMutation } from '../../../mutations/useMarkNotificationsReadMutation';
import type { NotificationList_organization$key } from './__generated__/NotificationList_organization.graphql';
import type { NotificationListQuery } from './__generated__/NotificationListQuery.graphql';

const query = graphql`
  query NotificationListQuery {
    viewer {
      activeOrganization {
        ...NotificationList_organization
      }
    }
  }
`;

const organizationFragment = graphql`
  fragment NotificationList_organization on Organization
  @refetchable(queryName: "NotificationListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    viewerNotifications(first: $count, after: $cursor) @connection(key: "NotificationList_viewerNotifications") {
      edges {
        node {
          id
          readAt
          createdAt
          actorName
          excerpt
          thread {
            id
            contact {
              displayName
            }
          }
        }
      }
    }
  }
`;

type NotificationListProps = { organizationId: string; unread: number; onNavigate: () => void };

/** The viewer's notifications, newest first: each opens its conversation and counts as read. */
export function NotificationList({ organizationId, unread, onNavigate }: NotificationListProps) {
  const { viewer } = useLazyLoadQuery<NotificationListQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const organization = viewer?.activeOrganization;
  if (!organization) return null;
  return <Notifications organization={organization} organizationId={organizationId} unread={unread} onNavigate={onNavigate} />;
}

function Notifications({ organization, organizationId, unread, onNavigate }: NotificationListProps & { organization: NotificationList_organization$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(organizationFragment, organization);
  const [markRead, isMarking] = useMarkNotificationsReadMutation();
  const toast = useToast();
  const now = useNow();
  const edges = data.viewerNotifications.edges;

  const mark = async (notificationIds?: string[]) => {
    const outcome = await markRead({ organizationId, notificationIds });
    if (!outcome.ok) toast({ title: 'Could not mark notifications read', description: outcome.error.message, tone: 'error' });
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-3 border-b border-gray-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-gray-950">Notifications</h2>
        {unread > 0 && (
          <button type="button" disabled={isMarking} onClick={() => void mark()} className="rounded text-xs font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60">
            Mark all as read
          </button>
        )}
      </div>
      {edges.length === 0 ? (
        <div className="px-6 py-10 text-center">
          <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-gray-100 text-gray-500">
            <BellIcon className="size-5" />
          </span>
          <p className="mt-3 text-sm font-medium text-gray-900">Nothing yet</p>
          <p className="mt-1 text-[13px] text-gray-600">When a teammate mentions you in a note, it shows up here.</p>
        </div>
      ) : (
        <ul className="max-h-[min(28rem,70dvh)] divide-y divide-gray-100 overflow-y-auto">
          {edges.map(({ node: notification }) => {
            const isUnread = notification.readAt == null;
            return (
              <li key={notification.id}>
                <Link
                  to={`/dashboard/threads/${encodeURIComponent(notification.thread.id)}`}
                  onClick={() => {
                    if (isUnread) void mark([notification.id]);
                    onNavigate();
                  }}
                  className={cx('flex gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600', isUnread && 'bg-indigo-50/50')}
                >
                  <span aria-hidden="true" className={cx('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-indigo-600' : 'bg-transparent')} />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm text-gray-900">
                      {isUnread && <span className="sr-only">Unread: </span>}
                      <span className="font-semibold">{notification.actorName}</span> mentioned you in <span className="font-medium">{notification.thread.contact.displayName}</span>
                    </span>
                    <span className="mt-0.5 line-clamp-2 block text-[13px] text-gray-600">{notification.excerpt}</span>
                    <time dateTime={notification.createdAt} className="mt-1 block text-xs text-gray-500">
                      {relativeTime(notification.createdAt, now)}
                    </time>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {hasNext && (
        <button type="button" disabled={isLoadingNext} onClick={() => loadNext(20)} className="block w-full border-t border-gray-100 px-4 py-2.5 text-center text-xs font-medium text-indigo-700 hover:bg-gray-50">
          {isLoadingNext ? 'Loading…' : 'Show older'}
        </button>
      )}
    </div>
  );
}
