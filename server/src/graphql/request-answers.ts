import type { Context } from './context';
import { viewerContextOf } from './shared-runs';

function answersOf(context: Context): Map<string, Promise<unknown>> {
  // A shared run's view of a context keeps its answers with the viewer's request, so they last as long as the operation.
  return viewerContextOf(context).seed.answers;
}

/**
 * An answer asked once per request (for a subscription, once per operation, whatever the events): a list would
 * otherwise ask once per row. The key must name everything about the viewer the answer depends on, read from
 * `context`, so that a shared run records it (see viewer-recording).
 */
export function answerOncePerRequest<T>(context: Context, key: string, load: () => Promise<T>): Promise<T> {
  const answers = answersOf(context);
  if (!answers.has(key)) answers.set(key, load());
  return answers.get(key) as Promise<T>;
}

/** Gives an answer the request already knows, so that asking it later costs no query. */
export function rememberAnswer<T>(context: Context, key: string, answer: T): void {
  answersOf(context).set(key, Promise.resolve(answer));
}
