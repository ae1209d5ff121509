import { graphql, requestSubscription } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { ChatMessage } from '../../shared/messages';
import { retryDelay } from '../retry-delay';
import type { WidgetVisitorEventsSubscription } from './__generated__/WidgetVisitorEventsSubscription.graphql';
import { mergeMessages, moveThreadToTop } from './store-updates';
import type { TypingStore } from './typing';

const subscription = graphql`
  subscription WidgetVisitorEventsSubscription {
    visitorEvents(announceStart: true) {
      kind
      availability {
        ...WidgetAvailabilityFields @relay(mask: false)
      }
      thread {
        ...WidgetThreadFields @relay(mask: false)
      }
      message {
        ...WidgetMessageFields @relay(mask: false)
      }
      typing {
        isTyping
        name
      }
    }
  }
`;

/** A message as it arrives live: what the page hears of it, and where it belongs. */
export type LiveMessage = ChatMessage & { id: string; clientThreadId: string; authorAvatarUrl: string | null };

export type VisitorEventsOptions = {
  clientId: string;
  typing: TypingStore;
  /** A message arrived live (each once), for the page's callbacks, the launcher's chime and the message's preview. */
  onMessage(message: LiveMessage): void;
  /** A message arrived past a gap: the thread (by id) missed something and must be resynced. */
  onGap(threadId: string): void;
  /**
   * The subscription (re)started: from now on every change reaches it, and what was read before may lack what came
   * before it listened (while the page loaded, or while the connection was down).
   */
  onStarted(): void;
  /** An admin saved the widget's settings: its look and texts must be reloaded. */
  onSettingsSaved(): void;
};

/**
 * The visitor's live events, merged into the Relay store: new messages join their thread's history (once) and move
 * the thread to the top of the list; thread changes and read receipts update the thread; every event also says
 * whether the team is available now; saved widget settings are reloaded. Resubscribes, with backoff, if the server
 * ends or refuses the stream.
 */
export function subscribeToVisitorEvents(environment: IEnvironment, { clientId, typing, onMessage, onGap, onStarted, onSettingsSaved }: VisitorEventsOptions): () => void {
  const announced = new Set<string>();
  let disposed = false;
  let active: { dispose(): void } | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const start = () => {
    active = requestSubscription<WidgetVisitorEventsSubscription>(environment, {
      subscription,
      variables: {},
      updater(store) {
        const event = store.getRootField('visitorEvents');
        store.getRoot().getLinkedRecord('publicWidget', { clientId })?.setLinkedRecord(event.getLinkedRecord('availability'), 'availability');
        const thread = event.getLinkedRecord('thread');
        const message = event.getLinkedRecord('message');
        if (event.getValue('kind') !== 'MESSAGE_ADDED' || !thread || !message) return;
        if (mergeMessages(store, thread, [{ node: message }]).gap) onGap(thread.getDataID());
        moveThreadToTop(store, thread);
      },
      onNext(response) {
        failures = 0;
        const event = response?.visitorEvents;
        if (event?.kind === 'SUBSCRIBED') onStarted();
        if (event?.kind === 'WIDGET_UPDATED') onSettingsSaved();
        const thread = event?.thread;
        if (!event || !thread) return;
        const threadId = thread.id;
        if (event.kind === 'TYPING' && event.typing) {
          if (event.typing.isTyping) typing.typing(threadId, event.typing.name);
          else typing.clear(threadId);
        }
        const message = event.message;
        if (event.kind === 'MESSAGE_ADDED' && message && !announced.has(message.id)) {
          announced.add(message.id);
          if (!message.fromVisitor) typing.clear(threadId);
          const { id, body, authorName, fromVisitor } = message;
          onMessage({ id, body, authorName, fromVisitor, authorAvatarUrl: message.authorAvatarUrl ?? null, clientThreadId: thread.clientThreadId });
        }
      },
      onError: () => restart(),
      onCompleted: () => restart(),
    });
  };

  const restart = () => {
    if (disposed) return;
    clearTimeout(retry);
    retry = setTimeout(start, retryDelay(failures));
    failures += 1;
  };

  start();
  return () => {
    disposed = true;
    clearTimeout(retry);
    active?.dispose();
  };
}
