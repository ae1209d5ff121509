import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { relativeTime } from '../../lib/dates';
import type { ContactConversations_contact$key } from './__generated__/ContactConversations_contact.graphql';

const fragment = graphql`
  fragment ContactConversations_contact on Contact {
    conversationCount
    threads(first: 50) {
      edges {
        node {
          id
          status
          preview
          lastMessageAt
        }
      }
    }
  }
`;

const statusTone = { OPEN: 'indigo', SNOOZED: 'amber', CLOSED: 'gray' } as const;

/** The contact's conversations, newest first, each opening in the inbox. */
export function ContactConversations({ contact: contactKey }: { contact: ContactConversations_contact$key }) {
  const contact = useFragment(fragment, contactKey);
  const threads = contact.threads.edges.map((edge) => edge.node);
  return (
    <Card title={`Conversations (${contact.conversationCount})`} flush>
      {threads.length === 0 ? (
        <p className="border-t border-gray-100 px-5 py-4 text-sm text-gray-600 sm:px-6">No conversations yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100 border-t border-gray-100">
          {threads.map((thread) => (
            <li key={thread.id}>
              <Link
                to={`/dashboard/threads/${encodeURIComponent(thread.id)}`}
                className="flex items-center gap-3 px-5 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-6"
              >
                <span className="min-w-0 flex-1 truncate text-sm text-gray-900">{thread.preview || 'No messages yet'}</span>
                <Badge tone={statusTone[thread.status as keyof typeof statusTone] ?? 'gray'}>{thread.status.toLowerCase()}</Badge>
                <time dateTime={thread.lastMessageAt} className="shrink-0 text-[13px] text-gray-600">
                  {relativeTime(thread.lastMessageAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
