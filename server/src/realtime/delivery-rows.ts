import { isDeepStrictEqual } from 'node:util';
import { modelFields } from '../db/model-fields';

/**
 * A thread's newest message, as much of it as says whether it is unread for the visitor (see VisitorThread.unreadCount):
 * read with the thread, one selection for both so that the delivery's read of the thread keeps covering it.
 */
export const newestMessageOfThread = { orderBy: { seq: 'desc' }, take: 1, select: { seq: true, kind: true, authorKind: true } } as const;

/**
 * What the dashboard's and the widget's live documents read of the thread and the message an event names, as one
 * selection per model. Each document asks for its own subset (the inbox, the open conversation and the widget each
 * select other relations and fields), which made one query per document and event; a read that this selection covers
 * is answered from one read of it instead (see shared-reads). A read it does not cover (a document that asks for
 * more) is made on its own, and the delivery round-trip test counts it.
 */
const deliveryRows: Record<string, Record<string, unknown>> = {
  Thread: {
    assignee: true,
    contact: true,
    team: true,
    widget: true,
    labels: { orderBy: { label: { name: 'asc' } }, select: { label: true } },
    readStates: { select: { userId: true, contactId: true, lastReadSeq: true } },
    messages: newestMessageOfThread,
  },
  Message: {
    authorUser: true,
    authorContact: { select: { name: true, email: true, number: true } },
    authorApiKey: { select: { name: true } },
    // The organization's inbox counts ride along: the inbox's unread counts for this event then cost no read of
    // their own (see offerUnreadCounts).
    organization: { select: { id: true, name: true, answerBotName: true, inboxCount: { select: { threads: true } }, inboxUpToDate: { select: { userId: true, threads: true } } } },
    attachments: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  },
};

/** What narrows or orders a related list: a selection covers another only if these are the same. */
const listArguments = ['where', 'orderBy', 'take', 'skip', 'cursor', 'distinct'] as const;

type Selection = true | { select?: Record<string, unknown>; include?: Record<string, unknown> } & Record<string, unknown>;

/** Whether reading `canonical` of a row of `model` gives everything `wanted` asks for (and possibly more). */
function covers(model: string, canonical: Selection, wanted: Selection): boolean {
  const given = canonical === true ? {} : canonical;
  const asked = wanted === true ? {} : wanted;
  const fields = modelFields(model);
  if (!fields || listArguments.some((key) => !isDeepStrictEqual(given[key], asked[key]))) return false;
  const givesAllScalars = !given.select;
  if (!asked.select && !givesAllScalars) return false;
  for (const [name, value] of Object.entries(asked.select ?? asked.include ?? {})) {
    if (!value) continue;
    const field = fields.get(name);
    if (!field) return false;
    if (field.kind !== 'object') {
      if (!givesAllScalars && !given.select?.[name]) return false;
      continue;
    }
    const relation = (given.select ?? given.include)?.[name] as Selection | undefined;
    if (!relation || !covers(field.type, relation, value as Selection)) return false;
  }
  return true;
}

/** A message and its thread, each as the delivery selection reads it. */
export const messageWithThread = { include: { ...deliveryRows.Message, thread: { include: deliveryRows.Thread } } };

/**
 * For a read by id of a thread or a message that the delivery selection covers: the id and the arguments of that
 * read. Null for any other read.
 */
export function deliveryRowRead(model: string, operation: string, args: unknown): { id: string; args: { where: { id: string }; include: Record<string, unknown> } } | null {
  const include = deliveryRows[model];
  if (!include || (operation !== 'findUnique' && operation !== 'findUniqueOrThrow')) return null;
  const { where, ...selection } = (args ?? {}) as { where?: Record<string, unknown> } & Record<string, unknown>;
  const id = where?.id;
  if (typeof id !== 'string' || Object.keys(where!).length !== 1) return null;
  if (Object.keys(selection).some((key) => key !== 'select' && key !== 'include')) return null;
  if (!covers(model, { include }, selection)) return null;
  return { id, args: { where: { id }, include } };
}

/** Rows read with the delivery selection: their models' fields can be answered from them without another read. */
const readWithDeliverySelection = new WeakSet<object>();

/** Records that `row` (a thread or a message, with its relations) was read with the delivery selection. */
export function markDeliveryRow(row: object): void {
  readWithDeliverySelection.add(row);
}

/** Whether `row` was read with the delivery selection and that selection gives everything `query` asks of it. */
export function deliveryRowCovers(model: string, row: object, query: object): boolean {
  const include = deliveryRows[model];
  return Boolean(include) && readWithDeliverySelection.has(row) && covers(model, { include }, query as Selection);
}
