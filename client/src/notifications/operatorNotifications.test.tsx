import { act, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderRoute, resolveOperation, signedInViewer } from '../../test/renderRoute';

/** The browser's Notification API as a page sees it, recording what the dashboard shows. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  static requestPermission = async () => FakeNotification.permission;
  onclick: (() => void) | null = null;
  closed = false;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
  close() {
    this.closed = true;
  }
}

/** Web Audio as far as the chime uses it; counts the chimes played. */
let chimes = 0;
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
  createGain() {
    return { connect() {}, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } };
  }
  createOscillator() {
    chimes += 0.5; // two notes per chime
    return { frequency: { value: 0 }, connect() {}, start() {}, stop() {} };
  }
}

let visibility: DocumentVisibilityState = 'hidden';
let focused = 0;
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  window.focus = () => {
    focused += 1;
  };
  Object.assign(globalThis, { Notification: FakeNotification, AudioContext: FakeAudioContext });
});
beforeEach(() => {
  visibility = 'hidden';
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  chimes = 0;
  focused = 0;
});

type Rendered = ReturnType<typeof renderRoute>;

async function openDashboard(preferences: { browser: boolean; sound: boolean }) {
  const rendered = renderRoute('/dashboard/threads');
  await resolveOperation(rendered.environment, 'DashboardLayoutQuery', {
    ...signedInViewer('AGENT'),
    Membership: () => ({ organization: { id: 'organization-1' } }),
    NotificationPreferences: () => preferences,
  });
  return rendered;
}

let sequence = 0;

/** One inbox event down the dashboard's live subscription, as the server would send it. */
function pushInboxEvent({ environment }: Rendered, kind: string, message: { authorKind: string; kind?: string; body?: string; id?: string } | null) {
  const subscription = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useInboxEventsSubscription');
  if (!subscription) throw new Error('The dashboard is not subscribed to inbox events');
  sequence += 1;
  const thread = { id: 'thread-7', status: 'OPEN', contact: { id: 'contact-7', displayName: 'Léa Martin' }, lastMessageAt: new Date().toISOString() };
  act(() => {
    environment.mock.nextValue(
      subscription,
      MockPayloadGenerator.generate(subscription, {
        InboxEvent: () => ({ kind, thread, member: null, message: message && { id: `message-${sequence}`, kind: 'MESSAGE', body: 'Do you ship to Lyon?', ...message } }),
        Thread: () => thread,
      }),
    );
  });
}

describe('operator notifications', () => {
  it('notify and chime for a visitor message while the tab is hidden; clicking opens the conversation', async () => {
    const rendered = await openDashboard({ browser: true, sound: true });
    pushInboxEvent(rendered, 'MESSAGE_ADDED', { authorKind: 'CONTACT' });

    expect(FakeNotification.shown.map((shown) => [shown.title, shown.options.body])).toEqual([['New message from Léa Martin', 'Do you ship to Lyon?']]);
    expect(chimes).toBe(1);
    act(() => FakeNotification.shown[0].onclick!());
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/dashboard/threads/thread-7'));
    expect(FakeNotification.shown[0].closed).toBe(true);
    expect(focused).toBe(1);
  });

  it('announce a new conversation', async () => {
    const rendered = await openDashboard({ browser: true, sound: false });
    pushInboxEvent(rendered, 'THREAD_CREATED', { authorKind: 'CONTACT', body: 'Hi!\n\nAre you there?' });
    expect(FakeNotification.shown.map((shown) => [shown.title, shown.options.body])).toEqual([['New conversation with Léa Martin', 'Hi! Are you there?']]);
    expect(chimes).toBe(0);
  });

  it('stay quiet while the operator is looking at the dashboard', async () => {
    visibility = 'visible';
    const rendered = await openDashboard({ browser: true, sound: true });
    pushInboxEvent(rendered, 'MESSAGE_ADDED', { authorKind: 'CONTACT' });
    expect(FakeNotification.shown).toEqual([]);
    expect(chimes).toBe(0);
  });

  it("stay quiet for the team's own messages and notes, and for other changes", async () => {
    const rendered = await openDashboard({ browser: true, sound: true });
    pushInboxEvent(rendered, 'MESSAGE_ADDED', { authorKind: 'OPERATOR' });
    pushInboxEvent(rendered, 'MESSAGE_ADDED', { authorKind: 'OPERATOR', kind: 'NOTE' });
    pushInboxEvent(rendered, 'MESSAGE_ADDED', { authorKind: 'BOT' });
    pushInboxEvent(rendered, 'THREAD_UPDATED', null);
    expect(FakeNotification.shown).toEqual([]);
    expect(chimes).toBe(0);
  });

  it('honour the preferences and the browser permission', async () => {
    const muted = await openDashboard({ browser: false, sound: false });
    pushInboxEvent(muted, 'MESSAGE_ADDED', { authorKind: 'CONTACT' });
    expect(FakeNotification.shown).toEqual([]);
    expect(chimes).toBe(0);
    muted.unmount();

    FakeNotification.permission = 'denied';
    const blocked = await openDashboard({ browser: true, sound: true });
    pushInboxEvent(blocked, 'MESSAGE_ADDED', { authorKind: 'CONTACT' });
    expect(FakeNotification.shown).toEqual([]);
    expect(chimes).toBe(1);
  });

  it('alert once per message, however often its event arrives', async () => {
    const rendered = await openDashboard({ browser: true, sound: true });
    pushInboxEvent(rendered, 'MESSAGE_ADDED', { authorKind: 'CONTACT', id: 'message-twice' });
    pushInboxEvent(rendered, 'MESSAGE_ADDED', { authorKind: 'CONTACT', id: 'message-twice' });
    expect(FakeNotification.shown).toHaveLength(1);
    expect(chimes).toBe(1);
  });
});
