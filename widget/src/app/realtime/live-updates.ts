import type { IEnvironment } from 'relay-runtime';
import type { VisitorEventsOptions } from './visitor-events';

/**
 * Following conversations live (the events subscription, catching a thread up after a gap) waits for the socket,
 * whose library downloads on demand: this code comes with it, out of the widget's first load.
 */
export function followVisitorEvents(environment: IEnvironment, options: VisitorEventsOptions): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  void import('./visitor-events').then(({ subscribeToVisitorEvents }) => {
    if (!stopped) stop = subscribeToVisitorEvents(environment, options);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Resyncs a thread (see createThreadResync); the first call waits for the code to arrive. */
export function threadResyncOnDemand(environment: IEnvironment): (threadId: string) => Promise<void> {
  let resync: Promise<(threadId: string) => Promise<void>> | undefined;
  return (threadId) => {
    resync ??= import('./resync').then(({ createThreadResync }) => createThreadResync(environment));
    return resync.then((run) => run(threadId));
  };
}
