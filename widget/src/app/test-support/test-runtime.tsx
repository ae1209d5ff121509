import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { createHostStateStore } from '../embed/host-state';
import type { PreviewSettings } from '../../shared/preview';
import type { HelpRequestEntry, ParentChannel } from '../embed/parent-channel';
import { createOutbox } from '../outbox/outbox';
import type { ConnectionState } from '../realtime/connection-state';
import { createTypingStore } from '../realtime/typing';
import type { WidgetRuntime } from '../runtime/runtime';
import { RuntimeContext } from '../runtime/RuntimeContext';
import { createVisitorSession, type StartOutcome } from '../session/visitor-session';
import type { StoredValue } from '../storage';
import { createStore } from '../store';

/** A StoredValue in memory, as localStorage would keep it across "reloads" within a test. */
export function memoryValue(initial: string | null = null): StoredValue & { value: string | null } {
  const stored = {
    value: initial,
    read: () => stored.value,
    write(value: string | null) {
      stored.value = value;
    },
    watch: () => () => {},
  };
  return stored;
}

let ids = 0;

/**
 * The runtime the screens use, with every part real except the network (the given Relay environment, usually a
 * relay-test-utils mock) and the parent page (recorded calls). The session starts ready unless told otherwise.
 */
export function createTestRuntime(environment: IEnvironment, { start, preview }: { start?: () => Promise<StartOutcome>; preview?: PreviewSettings } = {}) {
  const host = createHostStateStore();
  const parent = {
    embedded: true,
    requestClose: jest.fn(),
    reportUnread: jest.fn(),
    reportMessage: jest.fn(),
    reportAppearance: jest.fn(),
    reportUnavailable: jest.fn(),
    reportLauncherHidden: jest.fn(),
    reportPeek: jest.fn(),
    requestOpen: jest.fn(),
    helpRequests: createStore<HelpRequestEntry | null>(null),
  } satisfies ParentChannel;
  const session = createVisitorSession({ token: memoryValue(), start: start ?? (async () => ({ kind: 'started', token: 'pv_test', visitorId: 'visitor-1' })) });
  const connection = createStore<ConnectionState>('live');
  const outbox = createOutbox(memoryValue(), () => `message-${(ids += 1)}`);
  const runtime: WidgetRuntime = {
    clientId: 'abc',
    environment,
    parent,
    host,
    session,
    connection,
    outbox,
    typing: createTypingStore(),
    identityRefused: createStore(false),
    preview: createStore<PreviewSettings | null>(preview ?? null),
    previewing: Boolean(preview),
    openThread: createStore<string | null>(null),
    peek: createStore(null),
    send: (clientThreadId, body, attachments) => void outbox.add(clientThreadId, body, attachments),
    resend: (clientMessageId) => outbox.retry(clientMessageId),
    upload: () => Promise.reject(new Error('No uploads in component tests')),
  };
  return { runtime, parent, host, session, connection, outbox };
}

export function RuntimeProviders({ runtime, children }: { runtime: WidgetRuntime; children: ReactNode }) {
  return (
    <RuntimeContext value={runtime}>
      <RelayEnvironmentProvider environment={runtime.environment}>{children}</RelayEnvironmentProvider>
    </RuntimeContext>
  );
}
