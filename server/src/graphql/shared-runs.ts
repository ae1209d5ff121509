import {
  execute,
  getNullableType,
  isLeafType,
  isNonNullType,
  responsePathAsArray,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
} from 'graphql';
import type { Context } from './context';
import { ViewerRecording } from './viewer-recording';

/** A field whose value is the viewer's own (their unread state): computed for each viewer from the shared run's data. */
type ViewerField = { path: readonly (string | number)[]; type: GraphQLOutputType; compute: (viewer: Context) => unknown };

/** What a run learns as it goes: its viewer's facts, and the fields each other viewer computes for themselves. */
type Recorded = { recording: ViewerRecording; viewerFields: ViewerField[] };
type Run = Recorded & { result: Promise<ExecutionResult> };

/**
 * More viewer classes than this for one document and event (owners, admins and agents make three), and the rest run
 * on their own without being recorded: a document that reads something different for every viewer costs each viewer
 * one run, as it would without sharing, and no more.
 */
const runsPerEvent = 4;

const runsByEvent = new WeakMap<object, Map<string, Run[]>>();
const recordedByContext = new WeakMap<Context, Recorded>();
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

/** Counts since start, for tests: documents run, and results handed to another viewer instead. */
export const sharedRunCounts = { runs: 0, shared: 0 };

function documentId(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return id;
}

function runsOf(event: object, args: ExecutionArgs): Run[] {
  let byOperation = runsByEvent.get(event);
  if (!byOperation) runsByEvent.set(event, (byOperation = new Map()));
  const key = `${documentId(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;
  let runs = byOperation.get(key);
  if (!runs) byOperation.set(key, (runs = []));
  return runs;
}

function startRun(args: ExecutionArgs, event: object): Run {
  const recorded: Recorded = { recording: new ViewerRecording(args.contextValue as Context), viewerFields: [] };
  recordedByContext.set(recorded.recording.context, recorded);
  sharedRunCounts.runs++;
  const contextValue = recorded.recording.context;
  return { ...recorded, result: Promise.resolve().then(() => execute({ ...args, contextValue, rootValue: event })) };
}

type ViewerValue = { path: readonly (string | number)[]; value: unknown };
type Container = Record<string | number, unknown>;

const isContainer = (node: unknown): node is Container => node !== null && typeof node === 'object';

/**
 * `data` with each value at its path, copying each object along the paths once however many of the values lie under
 * it; unchanged where a path is gone (nulled by an error).
 */
function withValuesAt(data: unknown, values: readonly ViewerValue[]): unknown {
  const copies = new Set<Container>();
  const copied = (node: Container): Container => {
    if (copies.has(node)) return node;
    const copy = (Array.isArray(node) ? [...node] : { ...node }) as Container;
    copies.add(copy);
    return copy;
  };
  let root = data;
  for (const { path, value } of values) {
    if (path.length === 0) {
      root = value;
      continue;
    }
    if (!isContainer(root)) continue;
    let parent: Container | null = (root = copied(root));
    for (const key of path.slice(0, -1)) {
      const node: unknown = parent[key];
      parent = key in parent && isContainer(node) ? (parent[key] = copied(node)) : null;
      if (!parent) break;
    }
    const leaf = path.at(-1)!;
    if (parent && leaf in parent) parent[leaf] = value;
  }
  return root;
}

/** The value a leaf field's resolver result is sent as; undefined where the executor would have raised an error. */
function completedLeaf(type: GraphQLOutputType, value: unknown): unknown {
  if (value === null || value === undefined) return isNonNullType(type) ? undefined : null;
  const leaf = getNullableType(type);
  if (!isLeafType(leaf)) return undefined;
  try {
    return leaf.serialize(value);
  } catch {
    return undefined;
  }
}

/** A run's result as `viewer` sees it: its own values in the viewer's fields; null if one of them would be an error. */
async function resultFor(run: Run, viewer: Context): Promise<ExecutionResult | null> {
  const result = await run.result;
  const values: ViewerValue[] = [];
  for (const field of run.viewerFields) {
    const value = completedLeaf(field.type, await field.compute(viewer));
    if (value === undefined) return null;
    values.push({ path: field.path, value });
  }
  return { ...result, data: withValuesAt(result.data, values) as ExecutionResult['data'] };
}

/** The run's result for another viewer, or null if it is not theirs or fails for them (then they run on their own). */
async function sharedResultFor(run: Run, viewer: Context): Promise<ExecutionResult | null> {
  try {
    await run.result;
    return (await run.recording.holdsFor(viewer)) ? await resultFor(run, viewer) : null;
  } catch {
    return null;
  }
}

/**
 * One subscriber's result for one event. Every subscriber of a topic gets the same event object, and subscribers of
 * one document (the dashboard's inbox, say) mostly differ only in who they are, not in what they may see: the
 * document runs once, recording what it learned of its viewer (see ViewerRecording), and each other subscriber of
 * whom the same holds gets that result with its own values in the fields that are per viewer (`perViewer`). Twenty
 * operators watching an inbox cost one or two runs per message instead of twenty.
 */
export async function executeSubscriptionEvent(args: ExecutionArgs, event: object): Promise<ExecutionResult> {
  const viewer = args.contextValue as Context;
  const runs = runsOf(event, args);
  // Runs may be added while this one waits: each is looked at once, in order.
  for (let index = 0; index < runs.length; index++) {
    const shared = await sharedResultFor(runs[index]!, viewer);
    if (shared) {
      sharedRunCounts.shared++;
      return shared;
    }
  }
  if (runs.length >= runsPerEvent) {
    sharedRunCounts.runs++;
    return execute({ ...args, rootValue: event });
  }
  const run = startRun(args, event);
  runs.push(run);
  return { ...(await run.result) };
}

/** The viewer's own context behind a shared run's view of it (see ViewerRecording); any other context as it is. */
export function viewerContextOf(context: Context): Context {
  return recordedByContext.get(context)?.recording.viewer ?? context;
}

/**
 * Resolves a field whose value depends on who is asking and on nothing else the viewer's context holds: `compute`
 * must take everything about the viewer from its argument. In a shared run the field is computed again for each
 * viewer the result is handed to; the field must be a scalar or an enum.
 */
export function perViewer<T>(context: Context, info: GraphQLResolveInfo, compute: (viewer: Context) => T): T {
  const recorded = recordedByContext.get(context);
  if (!recorded) return compute(context);
  recorded.viewerFields.push({ path: responsePathAsArray(info.path), type: info.returnType, compute });
  return compute(recorded.recording.viewer);
}
