import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';

/** Enough for a busy conversation to fall quiet for one answer; past it, the next event sets its thread right anyway. */
const maxAskAgain = 3;

export type SendOnce = (operation: RequestParameters, variables: Variables) => Promise<GraphQLResponse>;

/**
 * A live event carries a thread as it is after its change, and the server publishes it only once the change is
 * committed. An answer to a request that was on its way while an event arrived may have been read before that change,
 * and committed to the store after the event it would undo it: a reply's unread count back at zero, the newest message
 * gone from the thread. A request sent after the event is read after its change, so such a query is asked again (a few
 * times at most); a mutation, which must not be sent twice, is followed by `onMutationCrossed`, which reads again what
 * events change. One guard for every request, whichever screen or catch-up sends it.
 */
export function guardAgainstCrossedEvents(sendOnce: SendOnce, onMutationCrossed: () => void) {
  let liveEvents = 0;
  return {
    /** A live event has just reached the store. */
    noteLiveEvent() {
      liveEvents += 1;
    },
    async send(operation: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
      for (let asked = 0; ; asked += 1) {
        const eventsBefore = liveEvents;
        const response = await sendOnce(operation, variables);
        if (liveEvents === eventsBefore) return response;
        if (operation.operationKind === 'mutation') {
          onMutationCrossed();
          return response;
        }
        if (asked === maxAskAgain) return response;
      }
    },
  };
}
