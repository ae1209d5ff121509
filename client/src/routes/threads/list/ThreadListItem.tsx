import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Badge } from '../../../components/Badge';
import { LabelChip } from '../../../components/LabelChip';
import { cx } from '../../../components/cx';
import { StarIcon } from '../../../components/icons';
import { compactTime, formatDateTime } from '../../../lib/dates';
import type { ThreadStatus } from '../inboxFilters';
import { threadStatusLabels, threadStatusTones } from '../threadStatus';
import type { ThreadListItem_thread$key } from './__generated__/ThreadListItem_thread.graphql';

const threadFragment = graphql`
  fragment ThreadListItem_thread on Thread {
    id
    status
    unread
    preview
    lastMessageAt
    contact {
      displayName
    }
    assignee {
      name
      avatarUrl
    }
    satisfactionRating {
      score
      comment
    }
    labels {
      id
      name
      color
    }
  }
`;

type ThreadListItemProps = { thread: ThreadListItem_thread$key; to: string; selected: boolean; now: Date };

/** One conversation in the inbox: who, the last words, how long ago, where it stands, whose it is. */
export function ThreadListItem({ thread: threadKey, to, selected, now }: ThreadListItemProps) {
  const thread = useFragment(threadFragment, threadKey);
  const status = thread.status as ThreadStatus;
  return (
    <li>
      <Link
        to={to}
        aria-current={selected ? 'page' : undefined}
        className={cx(
          'group relative flex gap-3 border-l-2 px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
          selected ? 'border-indigo-600 bg-indigo-50/70' : 'border-transparent hover:bg-gray-50',
        )}
      >
        <Avatar name={thread.contact.displayName} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <span className={cx('min-w-0 flex-1 truncate text-sm', thread.unread ? 'font-semibold text-gray-950' : 'font-medium text-gray-800')}>
              {thread.contact.displayName}
            </span>
            <time dateTime={thread.lastMessageAt} title={formatDateTime(thread.lastMessageAt)} className={cx('shrink-0 text-xs tabular-nums', thread.unread ? 'font-semibold text-indigo-700' : 'text-gray-600')}>
              {compactTime(thread.lastMessageAt, now)}
            </time>
          </div>
          <div className="mt-0.5 flex items-center gap-2">
            <p className={cx('min-w-0 flex-1 truncate text-[13px]', thread.unread ? 'text-gray-900' : 'text-gray-600')}>{thread.preview || 'No messages yet'}</p>
            {thread.unread && (
              <span className="size-2 shrink-0 rounded-full bg-indigo-600">
                <span className="sr-only">Unread</span>
              </span>
            )}
          </div>
          <div className="mt-1.5 flex items-center gap-2 text-xs text-gray-600">
            <Badge tone={threadStatusTones[status]}>{threadStatusLabels[status]}</Badge>
            {thread.assignee ? (
              <span className="flex min-w-0 items-center gap-1.5" title={`Assigned to ${thread.assignee.name}`}>
                <Avatar name={thread.assignee.name} imageUrl={thread.assignee.avatarUrl} size="xs" className="size-5 text-[9px]" />
                <span className="truncate">
                  <span className="sr-only">Assigned to </span>
                  {thread.assignee.name}
                </span>
              </span>
            ) : (
              <span>Unassigned</span>
            )}
            {thread.satisfactionRating && (
              <span className="ml-auto flex shrink-0 items-center gap-1 font-medium text-amber-700" title={thread.satisfactionRating.comment ?? undefined}>
                <StarIcon className="size-3.5 text-amber-500" />
                <span aria-hidden="true">{thread.satisfactionRating.score}/5</span>
                <span className="sr-only">Rated {thread.satisfactionRating.score} out of 5</span>
              </span>
            )}
          </div>
          {thread.labels.length > 0 && (
            <ul aria-label="Labels" className="mt-1.5 flex flex-wrap gap-1">
              {thread.labels.map((label) => (
                <li key={label.id}>
                  <LabelChip name={label.name} color={label.color} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Link>
    </li>
  );
}
