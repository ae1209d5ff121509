import { shortWhen } from '../i18n/format-time';
import { t } from '../i18n/translate';
import { useRuntime } from '../runtime/RuntimeContext';
import { useStore } from '../store';
import { useVisitorThreads } from './useVisitorThreads';

type Row = { clientThreadId: string; preview: string; when: string; unread: number; rate?: boolean };

type Props = { organizationName: string; onOpenThread(clientThreadId: string): void };

/**
 * The visitor's past conversations, latest first, with the last message and unread replies. Conversations still
 * only in the outbox (started offline) are listed too, so a reload never seems to lose them.
 */
export function ThreadList({ organizationName, onOpenThread }: Props) {
  const threads = useVisitorThreads();
  const { pending } = useStore(useRuntime().outbox);
  const known = new Set(threads.map((thread) => thread.clientThreadId));
  const queued = new Map<string, Row>();
  for (const entry of pending) {
    if (!known.has(entry.clientThreadId)) queued.set(entry.clientThreadId, { clientThreadId: entry.clientThreadId, preview: entry.body, when: entry.createdAt, unread: 0 });
  }
  const rows: Row[] = [
    ...[...queued.values()].reverse(),
    ...threads.map((thread) => ({
      clientThreadId: thread.clientThreadId,
      preview: thread.preview,
      when: thread.lastMessageAt,
      unread: thread.unreadCount,
      // A closed conversation not rated yet asks again each time the visitor comes back.
      rate: thread.status === 'CLOSED' && !thread.satisfactionRating,
    })),
  ];
  if (rows.length === 0) return null;

  return (
    <section className="card thread-list" aria-labelledby="threads-title">
      <h2 id="threads-title" className="card-title">
        {t('yourConversations')}
      </h2>
      <ul>
        {rows.map((row) => (
          <li key={row.clientThreadId}>
            <button type="button" className="thread-row" onClick={() => onOpenThread(row.clientThreadId)}>
              <span className="avatar" aria-hidden="true">
                {organizationName.trim().charAt(0).toUpperCase()}
              </span>
              <span className="thread-text">
                <span className="thread-top">
                  <span className="thread-name">{organizationName}</span>
                  <time className="thread-when" dateTime={row.when}>
                    {shortWhen(row.when)}
                  </time>
                </span>
                {row.rate ? (
                  <span className="thread-preview thread-rate">{t('ratingRequest')}</span>
                ) : (
                  <span className={row.unread ? 'thread-preview thread-preview-unread' : 'thread-preview'}>{row.preview || t('emptyPreview')}</span>
                )}
              </span>
              {row.unread > 0 && (
                <span className="unread-badge" aria-label={t('unreadCount', { count: String(row.unread) })}>
                  {row.unread > 9 ? '9+' : row.unread}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
