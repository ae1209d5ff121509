import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { createMockEnvironment } from 'relay-test-utils';
import { resolveOperation, signedInViewer } from './renderRoute';

export type ThreadFixture = {
  id: string;
  status: 'OPEN' | 'PENDING' | 'SNOOZED' | 'CLOSED';
  unread: boolean;
  preview: string;
  lastMessageAt: string;
  contact: { id: string; displayName: string; name?: string | null };
  assignee: { id: string; name: string; avatarUrl: null } | null;
  widget: { id: string; name: string };
  satisfactionRating: { score: number; comment: string | null; submittedAt: string } | null;
  team: { id: string; name: string } | null;
  labels: Array<{ id: string; name: string; color: string }>;
};

const widget = { id: 'widget-1', name: 'Website' };

export function threadFixture(index: number, change: Partial<ThreadFixture> = {}): ThreadFixture {
  return {
    id: `thread-${index}`,
    status: 'OPEN',
    unread: false,
    preview: `Question number ${index}`,
    // Newest first, like the server orders them.
    lastMessageAt: new Date(Date.UTC(2025, 0, 10, 12, 0) - index * 60_000).toISOString(),
    contact: { id: `contact-${index}`, displayName: `Visitor #${index}` },
    assignee: null,
    widget,
    satisfactionRating: null,
    team: null,
    labels: [],
    ...change,
  };
}

export const members = [
  { id: 'membership-1', presence: 'ONLINE', status: 'ONLINE', isViewer: true, user: { id: 'viewer-1', name: 'Maya Chen', avatarUrl: null } },
  { id: 'membership-2', presence: 'AWAY', status: 'AWAY', isViewer: false, user: { id: 'user-2', name: 'Sam Rivera', avatarUrl: null } },
];

const organization: MockResolvers = {
  // Only the root `viewer` is the signed-in operator; other users (assignees, members) come from the fixtures.
  User: (context) => (context.path?.join('.') === 'viewer' ? { id: 'viewer-1', name: 'Maya Chen', avatarUrl: null } : undefined),
  Organization: () => ({ id: 'organization-1', widgets: [widget], teams: [], members, deletionScheduledAt: null }),
};

/** The list's query answered with `threads`, as the server would for the signed-in operator's organization. */
export function threadListResolvers(threads: ThreadFixture[]): MockResolvers {
  return {
    ...organization,
    OrganizationThreadsConnection: () => ({
      edges: threads.map((thread) => ({ cursor: thread.id, node: thread })),
      pageInfo: { hasNextPage: false, endCursor: threads.at(-1)?.id ?? null },
    }),
  };
}

/** The inbox page's own queries, answered: the viewer, widgets and members; the list's read is still on its way. */
export async function resolveInboxPage(environment: ReturnType<typeof createMockEnvironment>) {
  await resolveOperation(environment, 'DashboardLayoutQuery', signedInViewer('OWNER'));
  await resolveOperation(environment, 'InboxPageQuery', organization);
}

/** The inbox's own queries, answered: the page (viewer, widgets, members) and the list with `threads`. */
export async function resolveInbox(environment: ReturnType<typeof createMockEnvironment>, threads: ThreadFixture[]) {
  await resolveInboxPage(environment);
  await resolveOperation(environment, 'ThreadListQuery', threadListResolvers(threads));
}
