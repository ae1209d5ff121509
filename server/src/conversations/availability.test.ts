import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId, ownerWithOrganization, registerMutation, uniqueEmail } from '../../test-support/accounts';
import { availabilityInput, updateAvailability, updateAvailabilityMutation } from '../../test-support/availability';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketFor, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { linkIn } from '../../test-support/mail-catcher';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { publishOfficeHoursTransitions } from './availability';
import { emailMissedReplies } from './missed-replies';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const settingsQuery = `query($id: ID!) { node(id: $id) { ... on Organization {
  officeHoursEnabled officeHours { mon { start end } tue { start end } sat { start end } } holidays awayMessage autoReplyEnabled autoReply awayBehavior replyTimeMinutes
  availability { state reason awayMessage hideLauncher replyTimeMinutes }
} } }`;

const heartbeat = `mutation($id: ID!, $status: OperatorStatus) { heartbeat(input: { organizationId: $id, status: $status }) { __typename } }`;

const visitorHistory = `query($id: String!) { visitor { thread(clientThreadId: $id) { messages(first: 50) { edges { node { seq body fromVisitor authorName } } } } } }`;

const alwaysOpen = { mon: [{ start: '00:00', end: '24:00' }], tue: [{ start: '00:00', end: '24:00' }], wed: [{ start: '00:00', end: '24:00' }], thu: [{ start: '00:00', end: '24:00' }], fri: [{ start: '00:00', end: '24:00' }], sat: [{ start: '00:00', end: '24:00' }], sun: [{ start: '00:00', end: '24:00' }] };
const neverOpen = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

async function agentOf(owner: TestClient, organizationId: string): Promise<TestClient> {
  const email = uniqueEmail('agent');
  await owner.data(`mutation($input: InviteMemberInput!) { inviteMember(input: $input) { __typename } }`, { input: { organizationId, email, role: 'AGENT' } });
  const token = linkIn(await t.mail.waitFor(email, /invited you/), '/register').searchParams.get('invitation')!;
  const agent = t.client();
  await agent.data(registerMutation, { input: { name: 'Agent Smith', email, password: 'agent passphrase', invitationToken: token } });
  await agent.data(`mutation($token: String!) { acceptInvitation(input: { token: $token }) { __typename } }`, { token });
  return agent;
}

async function settingsOf(client: TestClient, organizationId: string) {
  return (await client.data(settingsQuery, { id: organizationId })).node;
}

describe('updateAvailability', () => {
  it('saves office hours, holidays, the away message, the auto-reply and the away behaviour', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const saved = await updateAvailability(owner, organizationId, {
      officeHoursEnabled: true,
      officeHours: { ...neverOpen, mon: [{ start: '13:00', end: '17:30' }, { start: '09:00', end: '12:00' }], tue: [{ start: '08:00', end: '24:00' }] },
      holidays: ['2026-12-25', '2026-01-01', '2026-12-25'],
      awayMessage: '  Back Monday at nine.  ',
      autoReply: 'Thanks! We will answer on Monday.',
      awayBehavior: 'HIDE_LAUNCHER',
      replyTimeMinutes: 15,
    });
    expect(saved).toMatchObject({ officeHoursEnabled: true, holidays: ['2026-01-01', '2026-12-25'], awayBehavior: 'HIDE_LAUNCHER', replyTimeMinutes: 15 });
    expect(await settingsOf(owner, organizationId)).toMatchObject({
      officeHours: { mon: [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:30' }], tue: [{ start: '08:00', end: '24:00' }], sat: [] },
      awayMessage: 'Back Monday at nine.',
      autoReply: 'Thanks! We will answer on Monday.',
      availability: { awayMessage: 'Back Monday at nine.', replyTimeMinutes: 15 },
    });
  });

  it('refuses bad input with typed errors and changes nothing', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    await updateAvailability(owner, organizationId, { officeHoursEnabled: true, officeHours: { ...neverOpen, mon: [{ start: '09:00', end: '17:00' }] } });
    const before = await settingsOf(owner, organizationId);
    const attempts: [Record<string, unknown>, string, string][] = [
      [{ officeHours: { ...neverOpen, tue: [{ start: '09:00', end: '13:00' }, { start: '12:00', end: '18:00' }] } }, 'tue', '09:00–13:00 and 12:00–18:00 overlap.'],
      [{ officeHours: { ...neverOpen, wed: [{ start: '18:00', end: '09:00' }] } }, 'wed', '18:00–09:00: the start must be before the end.'],
      [{ officeHours: { ...neverOpen, thu: [{ start: '9', end: '17:00' }] } }, 'thu', 'Use times in HH:MM, such as 09:00.'],
      [{ holidays: ['2026-02-30'] }, 'holidays', '“2026-02-30” is not a date (use YYYY-MM-DD).'],
      [{ awayMessage: '   ' }, 'awayMessage', 'Write what visitors see while you are away.'],
      [{ autoReplyEnabled: true, autoReply: '' }, 'autoReply', 'Write the auto-reply, or turn it off.'],
      [{ replyTimeMinutes: 0 }, 'replyTimeMinutes', 'Use at least 1 minute.'],
    ];
    for (const [overrides, field, message] of attempts) {
      const { updateAvailability: result } = await owner.data(updateAvailabilityMutation, { input: availabilityInput(organizationId, { officeHoursEnabled: false, awayBehavior: 'HIDE_LAUNCHER', ...overrides }) });
      expect(result).toEqual({ __typename: 'ValidationError', message, fieldErrors: [{ field, message }] });
    }
    expect(await settingsOf(owner, organizationId)).toEqual(before);
  });

  it('lets admins edit, not agents, and never another organization', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const agent = await agentOf(owner, organizationId);
    const outsider = t.client();
    await ownerWithOrganization(outsider, t.mail, 'Other');
    for (const client of [agent, outsider]) {
      const { updateAvailability: result } = await client.data(updateAvailabilityMutation, { input: availabilityInput(organizationId, { awayMessage: 'Hijacked' }) });
      expect(result.__typename).toBe('NotAuthorizedError');
    }
    // The agent still reads the settings and sets their own status.
    expect((await settingsOf(agent, organizationId)).awayMessage).not.toBe('Hijacked');
    expect((await agent.data(heartbeat, { id: organizationId, status: 'AWAY' })).heartbeat.__typename).toBe('HeartbeatPayload');
    expect(await outsider.request(settingsQuery, { id: organizationId })).toEqual({ data: { node: null } });
  });
});

describe('availability', () => {
  it('is available only within office hours while someone is online, and says why it is away', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const availability = async () => (await settingsOf(owner, organizationId)).availability;
    expect(await availability()).toMatchObject({ state: 'AWAY', reason: 'NOBODY_ONLINE', hideLauncher: false });
    await owner.data(heartbeat, { id: organizationId, status: 'ONLINE' });
    expect(await availability()).toMatchObject({ state: 'AVAILABLE', reason: null });
    await updateAvailability(owner, organizationId, { officeHoursEnabled: true, officeHours: neverOpen, awayBehavior: 'HIDE_LAUNCHER' });
    expect(await availability()).toMatchObject({ state: 'AWAY', reason: 'OUTSIDE_OFFICE_HOURS', hideLauncher: true });
    await updateAvailability(owner, organizationId, { officeHoursEnabled: true, officeHours: alwaysOpen });
    expect(await availability()).toMatchObject({ state: 'AVAILABLE', reason: null, hideLauncher: false });
  });

  it('reaches visitors live when an operator’s status, the settings, or the office hours change', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const feed = collect<any>(socketFor(t.app, { visitorToken: visitor.token }, sockets), `subscription { visitorEvents { kind availability { state reason awayMessage replyTimeMinutes } } }`);
    await listening(t.app, 'visitor:event', databaseId(visitor.id));
    await listening(t.app, 'availability:changed', databaseId(organizationId));

    await owner.data(heartbeat, { id: organizationId, status: 'ONLINE' });
    await feed.until((events) => events.at(-1)?.visitorEvents.availability.state === 'AVAILABLE');
    await owner.data(heartbeat, { id: organizationId, status: 'AWAY' });
    await feed.until((events) => events.at(-1)?.visitorEvents.availability.reason === 'NOBODY_ONLINE');
    // Each event carries the availability as it is when the event is sent: wait for each change's own event, or a
    // slow one sent after the next change would stand for both and leave that change's event to arrive later.
    await owner.data(heartbeat, { id: organizationId, status: 'ONLINE' });
    await feed.until((events) => events.at(-1)?.visitorEvents.availability.state === 'AVAILABLE');
    expect(feed.events.at(-1).visitorEvents.availability.replyTimeMinutes).toBeNull();
    await updateAvailability(owner, organizationId, { officeHoursEnabled: true, officeHours: neverOpen, awayMessage: 'Closed for the night.', replyTimeMinutes: 25 });
    await feed.until((events) => events.at(-1)?.visitorEvents.availability.reason === 'OUTSIDE_OFFICE_HOURS');
    expect(feed.events.at(-1).visitorEvents).toEqual({
      kind: 'AVAILABILITY_CHANGED',
      availability: { state: 'AWAY', reason: 'OUTSIDE_OFFICE_HOURS', awayMessage: 'Closed for the night.', replyTimeMinutes: 25 },
    });

    // Office hours that open between two sweeps are announced by the sweep; a sweep with no change says nothing, as the
    // visitor's own message, published after it and so delivered after anything it published, shows.
    await t.database.prisma.organization.update({ where: { id: databaseId(organizationId) }, data: { officeHours: alwaysOpen, timezone: 'UTC' } });
    const count = feed.events.length;
    await publishOfficeHoursTransitions(t.app.services, new Date('2026-01-12T10:00:00Z'), new Date('2026-01-12T10:00:10Z'));
    await sendVisitorMessage(visitor, 'Are you open?', randomUUID());
    await feed.until((events) => events.slice(count).some((event) => event.visitorEvents.kind === 'MESSAGE_ADDED'));
    expect(feed.events[count].visitorEvents.kind).toBe('MESSAGE_ADDED');
    const answered = feed.events.length;
    await t.database.prisma.organization.update({ where: { id: databaseId(organizationId) }, data: { officeHours: { ...neverOpen, mon: [{ start: '10:00', end: '18:00' }] } } });
    await publishOfficeHoursTransitions(t.app.services, new Date('2026-01-12T09:59:55Z'), new Date('2026-01-12T10:00:05Z'));
    await feed.until((events) => events.slice(answered).some((event) => event.visitorEvents.kind === 'AVAILABILITY_CHANGED'));
  });
});

describe('the auto-reply', () => {
  async function awayOrganization(settings: Record<string, unknown> = {}) {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail, 'Northwind', { autoReply: true });
    await updateAvailability(owner, organizationId, { autoReply: 'Thanks! We reply within a day.', ...settings });
    const widget = await widgetOf(owner, organizationId);
    return { owner, organizationId, visitor: await startVisitor(t, widget.clientId) };
  }

  const history = async (visitor: Visitor, clientThreadId: string) =>
    (await visitor.client.data(visitorHistory, { id: clientThreadId })).visitor.thread.messages.edges.map((edge: any) => edge.node);

  it('answers once per thread, after the visitor’s message, however many messages arrive at once', async () => {
    const { organizationId, visitor } = await awayOrganization();
    const clientThreadId = randomUUID();
    await Promise.all(['One', 'Two', 'Three', 'Four', 'Five'].map((body) => sendVisitorMessage(visitor, body, clientThreadId)));
    await sendVisitorMessage(visitor, 'Six', clientThreadId);
    const messages = await history(visitor, clientThreadId);
    const replies = messages.filter((message: any) => !message.fromVisitor);
    expect(replies).toEqual([{ seq: expect.any(Number), body: 'Thanks! We reply within a day.', fromVisitor: false, authorName: 'Northwind' }]);
    expect(messages.map((message: any) => message.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(messages[0].fromVisitor).toBe(true);
    expect(messages.at(-1).body).toBe('Six');
    // The inbox still previews what the visitor wrote.
    const thread = await t.database.prisma.thread.findFirstOrThrow({ where: { organizationId: databaseId(organizationId) } });
    expect(thread.preview).toBe('Six');
    expect(thread.autoRepliedAt).not.toBeNull();
  });

  it('stays quiet while the team is available, or when it is turned off', async () => {
    const { owner, organizationId, visitor } = await awayOrganization();
    await owner.data(heartbeat, { id: organizationId, status: 'ONLINE' });
    const online = randomUUID();
    await sendVisitorMessage(visitor, 'Hello?', online);
    expect((await history(visitor, online)).map((message: any) => message.body)).toEqual(['Hello?']);

    await updateAvailability(owner, organizationId, { autoReplyEnabled: false, officeHoursEnabled: true, officeHours: neverOpen });
    const off = randomUUID();
    await sendVisitorMessage(visitor, 'Anyone?', off);
    expect((await history(visitor, off)).map((message: any) => message.body)).toEqual(['Anyone?']);
  });

  it('answers outside office hours even while an operator is online', async () => {
    const { owner, organizationId, visitor } = await awayOrganization({ officeHoursEnabled: true, officeHours: neverOpen });
    await owner.data(heartbeat, { id: organizationId, status: 'ONLINE' });
    const clientThreadId = randomUUID();
    await sendVisitorMessage(visitor, 'Open on Sunday?', clientThreadId);
    expect((await history(visitor, clientThreadId)).map((message: any) => message.body)).toEqual(['Open on Sunday?', 'Thanks! We reply within a day.']);
  });
});

describe('missed replies by email', () => {
  const submitDetails = `mutation($input: SubmitVisitorDetailsInput!) { submitVisitorDetails(input: $input) {
    __typename ... on SubmitVisitorDetailsPayload { visitor { email } } ... on ValidationError { message fieldErrors { field message } } ... on Error { message }
  } }`;
  const later = () => new Date(Date.now() + t.app.services.config.missedReplyEmailDelayMs + 1000);

  async function conversationWithEmail(email: string) {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail, 'Northwind <Outfitters>');
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const { thread } = await sendVisitorMessage(visitor, 'Do you ship to Lyon?', randomUUID());
    const { submitVisitorDetails } = await visitor.client.data(submitDetails, { input: { email } });
    expect(submitVisitorDetails).toEqual({ __typename: 'SubmitVisitorDetailsPayload', visitor: { email: email.toLowerCase() } });
    return { owner, widget, visitor, visitorThreadId: thread.id, threadId: operatorThreadId(thread.id) };
  }

  it('refuses an invalid email and keeps the one given before', async () => {
    const { visitor } = await conversationWithEmail(uniqueEmail('visitor'));
    const { submitVisitorDetails } = await visitor.client.data(submitDetails, { input: { email: 'not an email' } });
    expect(submitVisitorDetails).toEqual({ __typename: 'ValidationError', message: 'Enter a valid email address.', fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }] });
    expect((await visitor.client.data(`{ visitor { email } }`)).visitor.email).toMatch(/^visitor-/);
  });

  it('emails unread replies once, with the text and a link back to the chat, never notes', async () => {
    const email = uniqueEmail('visitor');
    const { owner, widget, threadId } = await conversationWithEmail(email);
    await sendOperatorMessage(owner, threadId, 'Yes, in <2> days & free!');
    await sendOperatorMessage(owner, threadId, 'Internal: check stock', { kind: 'NOTE' });
    const since = t.mail.received.length;
    // Too early: the reply may still be read in the chat.
    expect(await emailMissedReplies(t.app.services)).toBe(0);
    // Several instances sweep at once: one of them sends.
    const sent = await Promise.all([emailMissedReplies(t.app.services, later()), emailMissedReplies(t.app.services, later())]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    const message = await t.mail.waitFor(email, /New reply from Northwind <Outfitters>/, { since });
    expect(message.text).toContain('Ada Lovelace:\nYes, in <2> days & free!');
    expect(message.text).not.toContain('check stock');
    expect(message.html).toContain('Yes, in &#60;2&#62; days &#38; free!');
    expect(message.html).not.toContain('<2>');
    expect(message.text).toContain(`http://localhost:3000/widgets/${widget.clientId}`);

    expect(await emailMissedReplies(t.app.services, later())).toBe(0);
    await sendOperatorMessage(owner, threadId, 'Another note', { kind: 'NOTE' });
    expect(await emailMissedReplies(t.app.services, later())).toBe(0);
    // Sending resolves once the mail server has the message, so every email sent so far has arrived.
    expect(t.mail.received.slice(since).filter((received) => received.to.includes(email))).toHaveLength(1);
  });

  it('never emails replies the visitor already read in the chat', async () => {
    const email = uniqueEmail('visitor');
    const { owner, visitor, visitorThreadId, threadId } = await conversationWithEmail(email);
    const { message } = await sendOperatorMessage(owner, threadId, 'Seen it?');
    await visitor.client.data(`mutation($id: ID!, $seq: Int!) { markVisitorThreadRead(input: { threadId: $id, seq: $seq }) { __typename } }`, { id: visitorThreadId, seq: message.seq });
    expect(await emailMissedReplies(t.app.services, later())).toBe(0);
  });

  it('runs in the background timer and reaches the visitor’s inbox on its own', async () => {
    const quick = await startTestApp({ listen: true, env: { MISSED_REPLY_EMAIL_DELAY_SECONDS: '0' } });
    try {
      const owner = quick.client();
      const { organizationId } = await ownerWithOrganization(owner, quick.mail);
      const widget = await widgetOf(owner, organizationId);
      const visitor = await startVisitor(quick, widget.clientId);
      const { thread } = await sendVisitorMessage(visitor, 'Hi', randomUUID());
      const email = uniqueEmail('visitor');
      await visitor.client.data(submitDetails, { input: { email } });
      await sendOperatorMessage(owner, operatorThreadId(thread.id), 'Hello from the team');
      const message = await quick.mail.waitFor(email, /New reply from Acme/, { timeoutMs: 15_000 });
      expect(message.text).toContain('Hello from the team');
    } finally {
      await quick.close();
    }
  });
});
