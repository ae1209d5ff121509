import type { Context } from './context';
import { viewerContextOf } from './shared-runs';

/**
 * Answers one operation keeps at most. A subscription's operation lasts as long as its socket, and a visitor's asks
 * one answer for each message with files it is sent: past this, the oldest are forgotten (and asked again should they
 * be needed), so a connection held open for days holds no more than a short one.
 */
export const answersKept = 256;

function answersOf(context: Context): Map<string, Promise<unknown>> {
  // A shared run's view of a context keeps its answers with the viewer's request, so they last as long as the operation.
  return viewerContextOf(context).seed.answers;
}

function keep(answers: Map<string, Promise<unknown>>, key: string, answer: Promise<unknown>): void {
  answers.delete(key);
  answers.set(key, answer);
  if (answers.size > answersKept) answers.delete(answers.keys().next().value!);
}

/**
 * An answer asked once per request (for a subscription, once per operation, whatever the events): a list would
 * otherwise ask once per row. The key must name everything about the viewer the answer depends on, read from
 * `context`, so that a shared run records it (see viewer-recording).
 */
export function answerOncePerRequest<T>(context: Context, key: string, load: () => Promise<T>): Promise<T> {
  const answers = answersOf(context);
  const known = answers.get(key);
  if (known) return known as Promise<T>;
  const answer = load();
  keep(answers, key, answer);
  return answer;
}

/** Gives an answer the request already knows, so that asking it later costs no query. */
export function rememberAnswer<T>(context: Context, key: string, answer: T): void {
  keep(answersOf(context), key, Promise.resolve(answer));
}
