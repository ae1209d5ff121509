import type { createMockEnvironment } from 'relay-test-utils';
import { resolveOperation } from './renderRoute';
import { members, type ThreadFixture } from './inboxFixtures';

export const cannedResponseFixtures = [
  { id: 'canned-1', shortcut: 'hello', title: 'Greeting', body: 'Hi {{contact.firstName}}, {{operator.firstName}} here. How can I help?' },
  { id: 'canned-2', shortcut: 'refund', title: 'Refund policy', body: 'Refunds take 3–5 business days, {{contact.name}}.' },
];

export function messageFixture(seq: number, change: Record<string, unknown> = {}) {
  return {
    id: `message-${seq}`,
    seq,
    kind: 'MESSAGE',
    authorKind: 'CONTACT',
    authorName: 'Visitor #1',
    authorUser: null,
    body: `Message ${seq}`,
    createdAt: new Date(Date.UTC(2025, 0, 10, 11, seq)).toISOString(),
    clientMessageId: `client-${seq}`,
    fromAnswerBot: false,
    ...change,
  };
}

/** Published articles the sidebar suggests for a conversation; none unless a test gives some. */
export type ArticleFixture = { id: string; title: string; excerpt: string; url: string };

/**
 * Answers the open conversation's query: the thread, its contact (with `contact`'s changes) and its latest messages,
 * the organization's teammates, teams, labels and canned responses, and the articles suggested for it.
 */
export async function resolveConversation(
  environment: ReturnType<typeof createMockEnvironment>,
  thread: ThreadFixture,
  messages = [messageFixture(1)],
  contact: Record<string, unknown> = {},
  suggestedArticles: ArticleFixture[] = [],
) {
  await resolveOperation(environment, 'ConversationPageQuery', {
    // Only the root `viewer` is the signed-in operator; authors and members come from the fixtures.
    User: (context) => (context.path?.join('.') === 'viewer' ? { id: 'viewer-1', name: 'Maya Chen', avatarUrl: null } : undefined),
    Organization: () => ({ id: 'organization-1', name: 'Acme Inc.', viewerRole: 'OWNER', members, teams: [], labels: [], cannedResponses: cannedResponseFixtures, deletionScheduledAt: null }),
    Node: () => ({ __typename: 'Thread', id: thread.id }),
    Thread: () => ({ ...thread, suggestedArticles, lastSeq: messages.length, viewerLastReadSeq: messages.length, contactLastReadSeq: 0, snoozedUntil: null }),
    Contact: () => ({ ...thread.contact, email: null, externalId: null, identified: false, metadata: {}, userAgent: null, currentUrl: null, referrer: null, language: null, firstSeenAt: '2025-01-10T10:00:00.000Z', lastSeenAt: '2025-01-10T11:00:00.000Z', ...contact }),
    ThreadMessagesConnection: () => ({ edges: messages.map((message) => ({ cursor: `cursor-${message.seq}`, node: message })), pageInfo: { hasPreviousPage: false, startCursor: 'cursor-1', endCursor: `cursor-${messages.at(-1)?.seq}` } }),
    ContactThreadsConnection: () => ({ edges: [] }),
  });
}
