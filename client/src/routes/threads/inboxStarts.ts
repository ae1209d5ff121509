/**
 * The starts of the organization's inbox subscription (its SUBSCRIBED event; see useInboxEventsSubscription). A list
 * read before a start may lack a change whose event came before the subscription listened: a thread opened while the
 * page was loading, or while the connection was down. So each start has the lists on screen read again, and a list
 * whose read was sent before the latest start reads again once it is on screen.
 */
let starts = 0;
const listeners = new Set<() => void>();
/** By list (its query's variables), the starts there had been when its read was sent. */
const readsSent = new Map<string, number>();

export function inboxSubscriptionStarted(): void {
  starts += 1;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` at each start from now on; returns the function that stops it. */
export function onInboxStart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called while rendering a list, which sends its read as it first renders (it may suspend and render again once the
 * answer is in: the first call counts).
 */
export function listReadSent(list: string): void {
  if (!readsSent.has(list)) readsSent.set(list, starts);
}

/** Called once the list is on screen: whether the subscription started again after its read was sent. */
export function listReadPredatesStart(list: string): boolean {
  const sentAt = readsSent.get(list);
  readsSent.delete(list);
  return sentAt !== undefined && sentAt < starts;
}
