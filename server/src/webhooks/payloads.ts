import { encodeGlobalID } from '@pothos/plugin-relay';

/** A table row as the outbox trigger stored it (to_jsonb), keyed by column name. */
type Row = Record<string, unknown>;

export type WebhookPayload = { type: string; timestamp: string; data: Record<string, unknown> };

/** The id the GraphQL API gives the same object, so a receiver can fetch it with `node(id:)`. */
function globalId(typename: string, id: unknown): string | null {
  return typeof id === 'string' ? encodeGlobalID(typename, id) : null;
}

/** Columns are `timestamp without time zone` holding UTC; to_jsonb leaves the zone off. */
function utc(value: unknown): string | null {
  return typeof value === 'string' ? new Date(`${value}Z`).toISOString() : null;
}

function thread(row: Row) {
  return {
    id: globalId('Thread', row.id),
    status: row.status,
    subject: row.subject ?? null,
    contactId: globalId('Contact', row.contactId),
    assigneeId: globalId('User', row.assigneeId),
    teamId: globalId('Team', row.teamId),
    createdAt: utc(row.createdAt),
  };
}

function message(row: Row) {
  return {
    id: globalId('Message', row.id),
    threadId: globalId('Thread', row.threadId),
    kind: row.kind,
    authorKind: row.authorKind,
    authorUserId: globalId('User', row.authorUserId),
    authorContactId: globalId('Contact', row.authorContactId),
    body: row.body,
    seq: row.seq,
    createdAt: utc(row.createdAt),
  };
}

function contact(row: Row) {
  return {
    id: globalId('Contact', row.id),
    number: row.number,
    name: row.name ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    company: row.company ?? null,
    externalId: row.externalId ?? null,
    metadata: row.metadata ?? {},
    attributes: row.attributes ?? {},
    firstSeenAt: utc(row.firstSeenAt),
  };
}

type Change = { from: string | null; to: string | null };

/** What changed on a thread, with ids as global ids. */
function threadChanges(changes: Row) {
  const ids = (typename: string, change: unknown) => {
    const { from, to } = change as Change;
    return { from: globalId(typename, from), to: globalId(typename, to) };
  };
  const labels = changes.labels as { added?: string[]; removed?: string[] } | undefined;
  return {
    ...(changes.status ? { status: changes.status } : {}),
    ...(changes.assigneeId ? { assignee: ids('User', changes.assigneeId) } : {}),
    ...(changes.teamId ? { team: ids('Team', changes.teamId) } : {}),
    ...(labels
      ? { labels: { added: (labels.added ?? []).map((id) => globalId('Label', id)), removed: (labels.removed ?? []).map((id) => globalId('Label', id)) } }
      : {}),
  };
}

/** The public payload of an outbox event: `{ type, timestamp, data }`. */
export function webhookPayload(event: { type: string; resource: unknown; changes: unknown; occurredAt: Date }): WebhookPayload {
  const resource = event.resource as Row;
  const changes = (event.changes ?? {}) as Row;
  const data = (() => {
    switch (event.type) {
      case 'thread.created':
        return { thread: thread(resource) };
      case 'thread.updated':
        return { thread: thread(resource), changes: threadChanges(changes) };
      case 'message.created':
        return { message: message(resource) };
      case 'contact.created':
        return { contact: contact(resource) };
      case 'contact.updated':
        return { contact: contact(resource), changes: { fields: changes.fields ?? [] } };
      case 'contact.deleted':
        // Only the id: whatever identified the person is erased, and the receiver should erase its copy too.
        return { contact: { id: globalId('Contact', resource.id), number: resource.number }, keptForReports: resource.keptForCounts === true };
      case 'rating.created':
        return {
          rating: { score: resource.csatRating, comment: resource.csatComment ?? null, submittedAt: utc(resource.csatSubmittedAt) },
          thread: thread(resource),
        };
      default:
        throw new Error(`Unknown outbox event type ${event.type}`);
    }
  })();
  return { type: event.type, timestamp: event.occurredAt.toISOString(), data };
}

/** Whether an endpoint wants this event: its chosen types, and notes only when it asked for them. */
export function endpointWants(endpoint: { events: string[]; includeNotes: boolean }, event: { type: string; resource: unknown }): boolean {
  if (!endpoint.events.includes(event.type)) return false;
  if (event.type === 'message.created' && (event.resource as Row).kind === 'NOTE') return endpoint.includeNotes;
  return true;
}
