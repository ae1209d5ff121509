import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, registerVerified, uniqueEmail } from '../../test-support/accounts';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { emailUnansweredThreads } from './unanswered-email';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const minutes = (count: number) => new Date(Date.now() + count * 60_000);
const subject = /is waiting for a reply/;

async function waitOf(threadId: string) {
  return t.database.prisma.thread.findUniqueOrThrow({ where: { id: databaseId(threadId) }, select: { awaitingReplySince: true } });
}

/** A verified operator who joins the organization as an agent, with the given unanswered-email delay. */
async function teammate(organizationId: string, name: string, unansweredEmailMinutes: number | null) {
  const email = uniqueEmail(name.toLowerCase());
  const { userId } = await registerVerified(t.client(), t.mail, name, email);
  const membership = await t.database.prisma.membership.create({
    data: { userId: databaseId(userId), organizationId: databaseId(organizationId), role: 'AGENT', unansweredEmailMinutes },
  });
  return { email, userId: membership.userId };
}

/** The unanswered-thread emails caught since `since`, by recipient. */
function remindersSince(since: number) {
  return t.mail.received.slice(since).filter((email) => subject.test(email.subject));
}

describe('awaiting a reply', () => {
  it('starts with the first unanswered visitor message and ends with a reply, closing, snoozing or pending', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const widget = await widgetOf(operator, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    const first = await sendVisitorMessage(visitor, 'Hello?', clientThreadId);
    const threadId = operatorThreadId(first.thread.id);
    const since = (await waitOf(threadId)).awaitingReplySince;
    expect(since).toBeInstanceOf(Date);

    await sendVisitorMessage(visitor, 'Anyone there?', clientThreadId);
    await sendOperatorMessage(operator, threadId, 'Let me check with billing', { kind: 'NOTE' });
    expect((await waitOf(threadId)).awaitingReplySince).toEqual(since);

    await sendOperatorMessage(operator, threadId, 'Hi! How can I help?');
    expect((await waitOf(threadId)).awaitingReplySince).toBeNull();

    const status = `mutation($id: ID!, $status: ThreadStatus!) { updateThreadStatus(input: { threadId: $id, status: $status }) { __typename } }`;
    for (const ending of ['CLOSED', 'PENDING', 'SNOOZED'] as const) {
      await sendVisitorMessage(visitor, `Again, before ${ending}`, clientThreadId);
      const restarted = (await waitOf(threadId)).awaitingReplySince;
      expect(restarted!.getTime()).toBeGreaterThan(since!.getTime());
      if (ending === 'SNOOZED') {
        await operator.data(`mutation($id: ID!, $until: DateTime!) { snoozeThread(input: { threadId: $id, until: $until }) { __typename } }`, { id: threadId, until: minutes(60).toISOString() });
      } else {
        await operator.data(status, { id: threadId, status: ending });
      }
      expect((await waitOf(threadId)).awaitingReplySince).toBeNull();
    }
  });
});

describe('the unanswered-thread email', () => {
  it('reaches each operator once, when their own delay runs out, and never those who turned it off', async () => {
    const owner = t.client();
    const { organizationId, email: ownerEmail } = await ownerWithOrganization(owner, t.mail);
    const quick = await teammate(organizationId, 'Quick', 5);
    const off = await teammate(organizationId, 'Off', null);
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    const clientThreadId = randomUUID();
    const opening = await sendVisitorMessage(visitor, 'My order #1234 never arrived', clientThreadId);
    const threadId = operatorThreadId(opening.thread.id);
    await sendOperatorMessage(owner, threadId, 'Internal: customer is a reseller, secret discount code XYZ', { kind: 'NOTE' });
    const start = t.mail.received.length;

    expect(await emailUnansweredThreads(t.app.services, minutes(4))).toBe(0);
    expect(await emailUnansweredThreads(t.app.services, minutes(6))).toBe(1);
    expect(await emailUnansweredThreads(t.app.services, minutes(7))).toBe(0);
    expect(remindersSince(start).map((email) => email.to)).toEqual([[quick.email]]);

    expect(await emailUnansweredThreads(t.app.services, minutes(31))).toBe(1);
    expect(await emailUnansweredThreads(t.app.services, minutes(200))).toBe(0);
    const reminders = remindersSince(start);
    expect(reminders.map((email) => email.to)).toEqual([[quick.email], [ownerEmail]]);
    expect(reminders.flatMap((email) => email.to)).not.toContain(off.email);

    const [reminder] = reminders;
    expect(reminder.subject).toBe('Visitor #1 is waiting for a reply');
    expect(reminder.text).toContain('waiting for a reply for 5 minutes: “My order #1234 never arrived”');
    expect(reminder.text).not.toContain('XYZ');
    expect(reminder.html).not.toContain('XYZ');
    const link = new URL(reminder.text.match(/https?:\/\/\S+\/dashboard\/threads\/\S+/)![0]);
    expect(decodeURIComponent(link.pathname)).toBe(`/dashboard/threads/${threadId}`);
    expect(link.origin).toBe('http://localhost:3000');

    // A reply ends the wait and (assign on reply) gives the thread to its author; the visitor writing again starts a new
    // wait, whose reminder goes to that assignee alone, at their own delay.
    await sendOperatorMessage(owner, threadId, 'Sorry! Looking into it.');
    await sendVisitorMessage(visitor, 'Thanks, still waiting', clientThreadId);
    const again = t.mail.received.length;
    expect(await emailUnansweredThreads(t.app.services, minutes(6))).toBe(0);
    expect(await emailUnansweredThreads(t.app.services, minutes(31))).toBe(1);
    expect(remindersSince(again).map((email) => email.to)).toEqual([[ownerEmail]]);
    expect(remindersSince(again)[0].text).toContain('“Thanks, still waiting”');
  });

  it('goes to the assignee only, or to the thread team, and never to another organization', async () => {
    const owner = t.client();
    const { organizationId, email: ownerEmail } = await ownerWithOrganization(owner, t.mail);
    const assignee = await teammate(organizationId, 'Assignee', 5);
    const teamMember = await teammate(organizationId, 'Member', 5);
    await t.database.prisma.membership.updateMany({ where: { organizationId: databaseId(organizationId) }, data: { unansweredEmailMinutes: 5 } });
    const stranger = t.client();
    const { email: strangerEmail } = await ownerWithOrganization(stranger, t.mail, 'Elsewhere');
    const widget = await widgetOf(owner, organizationId);

    const assigned = await sendVisitorMessage(await startVisitor(t, widget.clientId), 'For the assignee', randomUUID());
    await owner.data(`mutation($id: ID!, $user: ID!) { assignThread(input: { threadId: $id, assigneeId: $user }) { __typename } }`, {
      id: operatorThreadId(assigned.thread.id),
      user: Buffer.from(`User:${assignee.userId}`).toString('base64'),
    });
    const team = await t.database.prisma.team.create({ data: { organizationId: databaseId(organizationId), name: 'Support' } });
    await t.database.prisma.teamMember.create({ data: { organizationId: team.organizationId, teamId: team.id, userId: teamMember.userId } });
    const teamThread = await sendVisitorMessage(await startVisitor(t, widget.clientId), 'For the team', randomUUID());
    await t.database.prisma.thread.update({ where: { id: databaseId(operatorThreadId(teamThread.thread.id)) }, data: { teamId: team.id } });

    const start = t.mail.received.length;
    await emailUnansweredThreads(t.app.services, minutes(6));
    const byPreview = (preview: string) => remindersSince(start).filter((email) => email.text.includes(preview)).flatMap((email) => email.to).sort();
    expect(byPreview('For the assignee')).toEqual([assignee.email]);
    expect(byPreview('For the team')).toEqual([teamMember.email]);
    expect(remindersSince(start).flatMap((email) => email.to)).not.toContain(ownerEmail);
    expect(remindersSince(start).flatMap((email) => email.to)).not.toContain(strangerEmail);
  });

  it('is sent once even when several instances sweep at the same moment', async () => {
    const owner = t.client();
    const { organizationId, email: ownerEmail } = await ownerWithOrganization(owner, t.mail);
    const widget = await widgetOf(owner, organizationId);
    await sendVisitorMessage(await startVisitor(t, widget.clientId), 'Only once please', randomUUID());
    const start = t.mail.received.length;
    const at = minutes(45);
    await Promise.all([emailUnansweredThreads(t.app.services, at), emailUnansweredThreads(t.app.services, at), emailUnansweredThreads(t.app.services, at)]);
    await t.mail.waitFor(ownerEmail, subject, { since: start });
    expect(remindersSince(start).filter((email) => email.to.includes(ownerEmail))).toHaveLength(1);
    // Other tests' threads were swept too: none of their reminders went out twice either.
    const sent = remindersSince(start).map((email) => `${email.to.join()}|${email.text}`);
    expect(new Set(sent).size).toBe(sent.length);
  });
});
