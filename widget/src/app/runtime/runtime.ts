import { fetchQuery } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { HostStateStore } from '../embed/host-state';
import type { ParentChannel } from '../embed/parent-channel';
import { listenToPreview } from '../embed/preview';
import { visitorQuery } from '../home/visitor-query';
import { uploadFile, type UploadedFile } from '../../../../client/src/lib/uploadFile';
import { createOutbox, type Outbox, type OutboxAttachment } from '../outbox/outbox';
import { createOutboxSender } from '../outbox/outbox-sender';
import { createCatchUp } from '../realtime/catch-up';
import { createConnectionState, type ConnectionStateStore } from '../realtime/connection-state';
import { followVisitorEvents, threadResyncOnDemand } from '../realtime/live-updates';
import { createVisitorSocket } from '../realtime/socket';
import { createTypingStore, type TypingStore } from '../realtime/typing';
import type { LiveMessage } from '../realtime/visitor-events';
import { createWidgetEnvironment } from '../relay/environment';
import { createProfileSync, type ProfileSync } from '../session/profile-sync';
import { startSession } from '../session/start-session';
import { createVisitorSession, type VisitorSession } from '../session/visitor-session';
import { storedValue } from '../storage';
import { widgetAppQuery } from '../WidgetApp';
import type { PreviewSettings } from '../../shared/preview';
import { createStore, type Store } from '../store';

/** Everything the screens use besides Relay data: the session, the live connection, the outbox, typing. */
export type WidgetRuntime = {
  clientId: string;
  environment: IEnvironment;
  parent: ParentChannel;
  host: HostStateStore;
  session: VisitorSession;
  connection: Pick<ConnectionStateStore, 'get' | 'subscribe'>;
  outbox: Outbox;
  typing: TypingStore;
  identityRefused: ProfileSync['identityRefused'];
  /** In the dashboard's live preview, the settings being edited (null until they arrive); always null elsewhere. */
  preview: Store<PreviewSettings | null>;
  /** Whether this is the dashboard's live preview: it shows the widget without starting a visitor session. */
  previewing: boolean;
  /** The latest team message that arrived while the panel was closed, previewed beside the launcher; null once dismissed or opened. */
  peek: Store<LiveMessage | null>;
  /** The id of the thread on screen, which each start of the events subscription resyncs. */
  openThread: Store<string | null>;
  /** Queues a message (persisted) and sends it as soon as possible. */
  send(clientThreadId: string, body: string, attachments?: readonly OutboxAttachment[]): void;
  /** Queues a message shown as not sent again, with its ids. */
  resend(clientMessageId: string): void;
  /** Uploads a file as this visitor, for a message to come. */
  upload(file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<UploadedFile>;
};

const visitorUpdates = () => import('../session/visitor-updates');

/**
 * The session records the visitor's page, so it starts once the page's first state is in (the parent channel sees to
 * it that one comes, loader or not).
 */
function whenHostStateArrives(host: HostStateStore, start: () => void) {
  if (host.get().received) return start();
  const stop = host.subscribe(() => {
    stop();
    start();
  });
}

type RuntimeOptions = { clientId: string; parent: ParentChannel; host: HostStateStore; previewId?: string | null; target?: Window };

export function createWidgetRuntime({ clientId, parent, host, previewId, target = window }: RuntimeOptions): WidgetRuntime {
  const token = storedValue(`parley:visitor-token:${clientId}`);
  const connection = createConnectionState(target);
  // Losing access (the widget switched off) sends the session back to the server, which says where things stand.
  const socket = createVisitorSocket(() => token.read(), connection, () => session.recheck(), target);
  // An answer that may predate live events it crossed is followed by a catch-up (defined below, once it can read).
  const environment = createWidgetEnvironment({ token: () => token.read(), socket, onMutationCrossed: () => reads.everything() });
  const session = createVisitorSession({ token, start: (page) => startSession(environment, clientId, page) });
  const outbox = createOutbox(storedValue(`parley:outbox:${clientId}`));
  const sender = createOutboxSender({
    outbox,
    // Sending waits for its code the first time (a failed download is retried like a failed send).
    send: (entry) => import('../outbox/send-message').then(({ sendMessage }) => sendMessage(environment, entry)),
    canSend: () => session.get().status === 'ready' && target.navigator.onLine,
    onUnauthorized: () => session.renew(),
  });
  const typing = createTypingStore();
  const resync = threadResyncOnDemand(environment);
  const openThread = createStore<string | null>(null);
  const peek = createStore<LiveMessage | null>(null);
  // Opening the chat shows the message itself: its preview goes.
  host.subscribe(() => host.get().open && peek.set(null));
  const reads = createCatchUp({
    readThreads: () => fetchQuery(environment, visitorQuery, {}, { fetchPolicy: 'network-only' }).toPromise(),
    resync,
    openThread,
  });
  const profile = createProfileSync({
    host,
    session,
    // Identity, metadata and page changes all come after the first screen: their code loads with the first of them.
    identify: (identity) => visitorUpdates().then(({ identify }) => identify(environment, identity)),
    setMetadata: (metadata) => visitorUpdates().then(({ setMetadata }) => setMetadata(environment, metadata)),
    updatePage: (page) => visitorUpdates().then(({ updatePage }) => updatePage(environment, page)),
    // The socket's subscription still speaks for the old contact: reconnect as the new one.
    onVisitorChanged: () => {
      socket.terminate();
      reads.threads();
    },
  });

  connection.onConnected(() => {
    void sender.kick();
    profile.retry();
  });
  target.addEventListener('online', () => void sender.kick());

  let events: (() => void) | undefined;
  let readyBefore = false;
  session.subscribe(() => {
    if (session.get().status !== 'ready') {
      // Without a session there are no events to hear: the subscription stops instead of being refused over and over.
      events?.();
      events = undefined;
      return;
    }
    void sender.kick();
    events ??= followVisitorEvents(environment, {
      clientId,
      typing,
      onMessage(message) {
        const { body, authorName, fromVisitor } = message;
        parent.reportMessage({ body, authorName, fromVisitor });
        if (!fromVisitor && parent.embedded && !host.get().open) peek.set(message);
      },
      onGap: (threadId) => void resync(threadId).catch(() => undefined),
      // What was read before the subscription listened may lack what happened meanwhile.
      onStarted: reads.everything,
      // The screens read the widget's query from the store: refetching it restyles and rewords the open chat.
      onSettingsSaved: () => fetchQuery(environment, widgetAppQuery, { clientId }, { fetchPolicy: 'network-only' }).subscribe({}),
    });
    // A renewed session has a new token: the socket must reconnect with it.
    if (readyBefore) socket.terminate();
    readyBefore = true;
  });
  // A preview must not add a visitor to the organization's contacts each time an admin opens the settings.
  if (!previewId) whenHostStateArrives(host, () => session.start(host.get().page));

  return {
    clientId,
    environment,
    parent,
    host,
    session,
    connection,
    outbox,
    typing,
    identityRefused: profile.identityRefused,
    preview: previewId ? listenToPreview(previewId) : createStore(null),
    previewing: Boolean(previewId),
    openThread,
    peek,
    upload: (file, onProgress, signal) => uploadFile({ url: '/uploads', file, headers: { authorization: `Bearer ${token.read() ?? ''}` }, onProgress, signal }),
    send(clientThreadId, body, attachments) {
      outbox.add(clientThreadId, body, attachments);
      void sender.kick();
    },
    resend(clientMessageId) {
      outbox.retry(clientMessageId);
      void sender.kick();
    },
  };
}
