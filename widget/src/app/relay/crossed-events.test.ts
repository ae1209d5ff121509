import { describe, expect, it, jest } from '@jest/globals';
import { fetchQuery } from 'react-relay';
import {
  commitLocalUpdate,
  ConnectionHandler,
  createOperationDescriptor,
  Environment,
  getRequest,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type GraphQLTaggedNode,
  type RequestParameters,
} from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import visitorEventsSubscription from '../realtime/__generated__/WidgetVisitorEventsSubscription.graphql';
import { createTypingStore } from '../realtime/typing';
import { subscribeToVisitorEvents } from '../realtime/visitor-events';
import { visitorQuery } from '../home/visitor-query';
import { markRead } from '../thread/useMarkRead';
import { createWidgetNetwork } from './environment';

const thread = { id: 'thread-1', clientThreadId: 'client-thread-1', status: 'OPEN', preview: 'Is the Alpine 2 waterproof?', satisfactionRating: null };

type Pending = { name: string; answer(response: GraphQLResponse): void };

/**
 * The widget's real Relay environment and network layer, with the server played by the test: each request waits until
 * the test answers it, and the test pushes live events on the visitor's subscription.
 */
function widgetEnvironment() {
  const pending: Pending[] = [];
  let emitEvent: ((event: GraphQLResponse) => void) | undefined;
  const onMutationCrossed = jest.fn();
  const network = createWidgetNetwork({
    send: (operation: RequestParameters) => new Promise<GraphQLResponse>((answer) => pending.push({ name: operation.name, answer })),
    subscribe: (onEvent) => () =>
      Observable.create<GraphQLResponse>((sink) => {
        emitEvent = (event) => {
          sink.next(event);
          onEvent();
        };
      }),
    onMutationCrossed,
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  subscribeToVisitorEvents(environment, { clientId: 'widget-1', typing: createTypingStore(), onMessage: () => undefined, onGap: () => undefined, onStarted: () => undefined, onSettingsSaved: () => undefined });

  const payload = (query: GraphQLTaggedNode, unreadCount: number, event?: object) =>
    MockPayloadGenerator.generate(createOperationDescriptor(getRequest(query), {}), {
      Visitor: () => ({ id: 'visitor-1', email: null }),
      VisitorThread: () => ({ ...thread, unreadCount }),
      VisitorEvent: () => ({ kind: 'MESSAGE_ADDED', typing: null, ...event }),
      VisitorMessage: () => ({ id: 'message-2', seq: 2, fromVisitor: false, body: 'Yes, fully seam-sealed.', clientMessageId: null }),
    });
  /** The team's reply arrives live: the thread now has one unread message. */
  const replyArrives = () => emitEvent!(payload(visitorEventsSubscription, 1));
  const take = (name: string) => {
    const index = pending.findIndex((request) => request.name === name);
    return index < 0 ? undefined : pending.splice(index, 1)[0];
  };
  const answerVisitorQuery = (request: Pending, unreadCount: number) => request.answer(payload(visitorQuery, unreadCount));
  /** What the launcher's badge shows: the unread counts of the threads in the visitor's list. */
  const unreadCount = () => {
    let total: number | undefined;
    commitLocalUpdate(environment, (store) => {
      const visitor = store.getRoot().getLinkedRecord('visitor');
      const list = visitor && ConnectionHandler.getConnection(visitor, 'WidgetThreadList_threads');
      total = list?.getLinkedRecords('edges')?.reduce((sum, edge) => sum + Number(edge?.getLinkedRecord('node')?.getValue('unreadCount') ?? 0), 0);
    });
    return total;
  };
  const readThreads = () => fetchQuery(environment, visitorQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  return { environment, take, answerVisitorQuery, replyArrives, unreadCount, readThreads, onMutationCrossed, pending };
}

/** Lets the network layer's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answers crossed by live events', () => {
  it('asks a query again when an event arrived while it was on its way, so its older answer does not undo the event', async () => {
    const { take, answerVisitorQuery, replyArrives, unreadCount, readThreads } = widgetEnvironment();
    const read = readThreads();
    await settle();
    const first = take('WidgetVisitorQuery')!;
    // The server read the threads before the team's reply was stored; the reply's event overtakes the answer.
    replyArrives();
    answerVisitorQuery(first, 0);
    await settle();
    const again = take('WidgetVisitorQuery');
    expect(again).toBeDefined();
    answerVisitorQuery(again!, 1);
    await read;
    expect(unreadCount()).toBe(1);
  });

  it('asks once when no event crossed the answer, and an event after it is newer', async () => {
    const { take, answerVisitorQuery, replyArrives, unreadCount, readThreads, pending } = widgetEnvironment();
    const read = readThreads();
    await settle();
    answerVisitorQuery(take('WidgetVisitorQuery')!, 0);
    await read;
    expect(pending).toHaveLength(0);
    expect(unreadCount()).toBe(0);
    replyArrives();
    await settle();
    expect(pending).toHaveLength(0);
    expect(unreadCount()).toBe(1);
  });

  it('stops asking again after a few rounds, however busy the conversation is', async () => {
    const { take, answerVisitorQuery, replyArrives, readThreads } = widgetEnvironment();
    const read = readThreads();
    let asked = 0;
    for (;;) {
      await settle();
      const request = take('WidgetVisitorQuery');
      if (!request) break;
      asked += 1;
      replyArrives();
      answerVisitorQuery(request, 0);
    }
    await read;
    expect(asked).toBe(4);
  });

  it('never sends a crossed mutation twice: it reads again what events change instead', async () => {
    const { environment, take, replyArrives, onMutationCrossed, pending } = widgetEnvironment();
    const answer = { data: { markVisitorThreadRead: { __typename: 'MarkVisitorThreadReadPayload', thread: { id: 'thread-1', lastReadSeq: 1, unreadCount: 0 } } } };

    const quiet = markRead(environment, 'thread-1', 1);
    await settle();
    take('WidgetMarkReadMutation')!.answer(answer);
    await quiet;
    expect(onMutationCrossed).not.toHaveBeenCalled();

    const crossed = markRead(environment, 'thread-1', 1);
    await settle();
    const request = take('WidgetMarkReadMutation')!;
    replyArrives();
    request.answer(answer);
    await crossed;
    expect(onMutationCrossed).toHaveBeenCalledTimes(1);
    expect(pending.filter((each) => each.name === 'WidgetMarkReadMutation')).toHaveLength(0);
  });
});
