import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { identityHash } from '../src/conversations/identity';
import { runDueOrganizationDeletions } from '../src/privacy/organization-deletion';
import { databaseId, ownerWithOrganization, teammateOf } from './accounts';
import { collect, listening, operatorThreadId, sendOperatorMessage, sendVisitorMessage, socketClosed, socketFor, startVisitor, widgetOf, type Visitor } from './conversations';
import type { TestClient } from './graphql-client';
import { linkIn } from './mail-catcher';
import type { TestApp } from './test-app';
import { waitUntil } from './wait-until';

/**
 * Where the sockets live (`watched`) and where the revoking change is made (`acting`): one instance for both, or
 * two instances sharing PostgreSQL and Redis.
 */
export type Instances = () => { watched: TestApp; acting: TestApp };

const inboxSubscription = `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind message { body } } }`;
const threadSubscription = `subscription($id: ID!) { threadEvents(threadId: $id) { kind message { body } } }`;
const visitorSubscription = `subscription { visitorEvents { kind message { body } } }`;
const teammatePassword = 'teammate passphrase';

type Reason = 'Session ended' | 'Access changed';
/** How the server closes a socket that lost access: clients reconnect after 4403, to be authorized afresh. */
const revoked = (reason: Reason) => ({ code: 4403, reason });

/** How long a revoked socket may stay open, from the moment the revoking request has been answered. */
const closeWithinMs = 1000;

type Feed = ReturnType<typeof collect<any>>;

/** Bodies of the messages and notes a feed received. */
function bodiesIn(feed: Feed): string[] {
  return feed.events.map((event) => Object.values(event)[0] as { message: { body: string } | null }).flatMap((event) => (event.message ? [event.message.body] : []));
}

/** Fails unless `closing` settles within `ms` of now. */
function within<T>(ms: number, closing: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the socket was still open ${ms} ms after the revocation`)), ms);
  });
  return Promise.race([closing, late]).finally(() => clearTimeout(timer));
}

export function describeRevocations(instances: Instances) {
  const sockets: Client[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });

  /** An organization with a conversation, its owner, and an agent whose dashboard listens on the watched instance. */
  async function organizationWithWatchingAgent() {
    const { watched, acting } = instances();
    const owner = acting.client();
    const { organizationId } = await ownerWithOrganization(owner, acting.mail);
    const widget = await widgetOf(owner, organizationId);
    const visitor = await startVisitor(acting, widget.clientId);
    const opening = await sendVisitorMessage(visitor, 'Hello, is anyone there?', randomUUID());
    const threadId = operatorThreadId(opening.thread.id);
    const agent = await teammateOf(acting, owner, organizationId, 'AGENT');

    const agentSocket = socketFor(watched.app, { cookie: agent.client.cookieHeader() }, sockets);
    const agentClosed = socketClosed(agentSocket);
    const agentFeeds = [collect<any>(agentSocket, inboxSubscription, { id: organizationId }), collect<any>(agentSocket, threadSubscription, { id: threadId })];
    // The owner's own dashboard on the same instance shows that what the agent misses was published and delivered.
    const ownerThread = collect<any>(socketFor(watched.app, { cookie: owner.cookieHeader() }, sockets), threadSubscription, { id: threadId });
    await listening(watched.app, 'inbox:event', databaseId(organizationId));
    await listening(watched.app, 'thread:event', databaseId(threadId), 2);
    return { watched, acting, owner, organizationId, widget, visitor, threadId, agent, agentClosed, agentFeeds, ownerThread };
  }

  type Setup = Awaited<ReturnType<typeof organizationWithWatchingAgent>>;

  /**
   * Runs the revoking change, then has the owner write a note at once: the agent's socket closes within a second, saying
   * why, and the note, which reaches the owner's socket, never reaches the agent's.
   */
  async function expectAgentCutOff(setup: Setup, revoke: () => Promise<unknown>, reason: Reason) {
    await revoke();
    const closing = within(closeWithinMs, setup.agentClosed);
    const note = `Internal: after the change ${randomUUID()}`;
    await sendOperatorMessage(setup.owner, setup.threadId, note, { kind: 'NOTE' });
    expect(await closing).toEqual(revoked(reason));
    await setup.ownerThread.until(() => bodiesIn(setup.ownerThread).includes(note));
    for (const feed of setup.agentFeeds) expect(bodiesIn(feed)).not.toContain(note);
  }

  async function signInElsewhere(acting: TestApp, email: string): Promise<TestClient> {
    const browser = acting.client();
    const { signIn } = await browser.data(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: { email, password: teammatePassword } });
    expect(signIn.__typename).toBe('SignInPayload');
    return browser;
  }

  async function agentMembershipId(setup: Setup): Promise<string> {
    const { node } = await setup.owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { members { id user { email } } } } }`, { id: setup.organizationId });
    return node.members.find((member: { user: { email: string } }) => member.user.email === setup.agent.email).id;
  }

  const organizationQuery = `query($id: ID!) { node(id: $id) { ... on Organization { name } } }`;

  /** The agent's dashboard on the watched instance reads the organization: their session and role are remembered. */
  async function agentReadsOnWatched(setup: Setup): Promise<() => Promise<boolean>> {
    const onWatched = setup.watched.client({ cookie: setup.agent.client.cookieHeader() });
    expect((await onWatched.data(organizationQuery, { id: setup.organizationId })).node).toEqual({ name: 'Acme' });
    return async () => ((await onWatched.request(organizationQuery, { id: setup.organizationId })).data?.node ?? null) === null;
  }

  /** Holds at once on the instance that made the change, and within a second on another, as for sockets. */
  async function refusedWithin(setup: Setup, refused: () => Promise<boolean>) {
    if (setup.watched === setup.acting) expect(await refused()).toBe(true);
    else await waitUntil(refused, () => 'the change to reach the other instance', closeWithinMs);
  }

  describe('an operator whose session ends', () => {
    it('loses the socket when signing out', async () => {
      const setup = await organizationWithWatchingAgent();
      await expectAgentCutOff(setup, () => setup.agent.client.data(`mutation { signOut(input: {}) { __typename } }`), 'Session ended');
    });

    it('is refused on every instance once signed out everywhere from another browser', async () => {
      const setup = await organizationWithWatchingAgent();
      const refused = await agentReadsOnWatched(setup);
      const phone = await signInElsewhere(setup.acting, setup.agent.email);
      await phone.data(`mutation { signOut(input: { everywhere: true }) { __typename } }`);
      await refusedWithin(setup, refused);
    });

    it('loses the socket when signing out everywhere from another browser', async () => {
      const setup = await organizationWithWatchingAgent();
      const phone = await signInElsewhere(setup.acting, setup.agent.email);
      await expectAgentCutOff(setup, () => phone.data(`mutation { signOut(input: { everywhere: true }) { __typename } }`), 'Session ended');
    });

    it('loses the socket when the session is revoked from another browser', async () => {
      const setup = await organizationWithWatchingAgent();
      const phone = await signInElsewhere(setup.acting, setup.agent.email);
      const { viewer } = await phone.data(`{ viewer { sessions { id current } } }`);
      const laptop = viewer.sessions.find((session: { current: boolean }) => !session.current);
      await expectAgentCutOff(
        setup,
        async () => expect((await phone.data(`mutation($id: ID!) { revokeSession(input: { sessionId: $id }) { __typename } }`, { id: laptop.id })).revokeSession.__typename).toBe('RevokeSessionPayload'),
        'Session ended',
      );
    });

    it('loses the socket when the password is reset', async () => {
      const setup = await organizationWithWatchingAgent();
      const forgetful = setup.acting.client();
      await forgetful.data(`mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }`, { email: setup.agent.email });
      const token = linkIn(await setup.acting.mail.waitFor(setup.agent.email, /Reset your password/), '/reset').searchParams.get('token');
      await expectAgentCutOff(
        setup,
        async () => expect((await forgetful.data(`mutation($token: String!) { resetPassword(input: { token: $token, password: "a brand new passphrase" }) { __typename } }`, { token })).resetPassword.__typename).toBe('ResetPasswordPayload'),
        'Session ended',
      );
    });

    it('loses the socket opened with the old session when changing the password', async () => {
      const setup = await organizationWithWatchingAgent();
      await expectAgentCutOff(
        setup,
        async () =>
          expect(
            (await setup.agent.client.data(`mutation { changePassword(input: { currentPassword: "${teammatePassword}", newPassword: "a brand new passphrase" }) { __typename } }`)).changePassword
              .__typename,
          ).toBe('ChangePasswordPayload'),
        'Session ended',
      );
    });

    it('loses the socket when the session expires', async () => {
      const { watched, acting } = instances();
      const owner = acting.client();
      const { organizationId } = await ownerWithOrganization(owner, acting.mail);
      await acting.database.prisma.session.updateMany({ where: { userId: databaseId((await owner.data(`{ viewer { id } }`)).viewer.id) }, data: { expiresAt: new Date(Date.now() + 1500) } });
      const socket = socketFor(watched.app, { cookie: owner.cookieHeader() }, sockets);
      const closed = socketClosed(socket);
      collect<any>(socket, inboxSubscription, { id: organizationId });
      expect(await within(1500 + closeWithinMs, closed)).toEqual(revoked('Session ended'));
    });
  });

  describe('an operator whose membership changes', () => {
    it('loses the socket when removed from the organization', async () => {
      const setup = await organizationWithWatchingAgent();
      const membershipId = await agentMembershipId(setup);
      await expectAgentCutOff(setup, () => setup.owner.data(`mutation($id: ID!) { removeMember(input: { membershipId: $id }) { __typename } }`, { id: membershipId }), 'Access changed');
    });

    it('cannot read the organization on any instance once removed from it', async () => {
      const setup = await organizationWithWatchingAgent();
      const refused = await agentReadsOnWatched(setup);
      const membershipId = await agentMembershipId(setup);
      await setup.owner.data(`mutation($id: ID!) { removeMember(input: { membershipId: $id }) { __typename } }`, { id: membershipId });
      await refusedWithin(setup, refused);
    });

    it('loses the socket when leaving the organization', async () => {
      const setup = await organizationWithWatchingAgent();
      await expectAgentCutOff(setup, () => setup.agent.client.data(`mutation($id: ID!) { leaveOrganization(input: { organizationId: $id }) { __typename } }`, { id: setup.organizationId }), 'Access changed');
    });

    it('reconnects after a role change and keeps receiving with the new role', async () => {
      const setup = await organizationWithWatchingAgent();
      const membershipId = await agentMembershipId(setup);
      await expectAgentCutOff(setup, () => setup.owner.data(`mutation($id: ID!) { changeMemberRole(input: { membershipId: $id, role: ADMIN }) { __typename } }`, { id: membershipId }), 'Access changed');

      const reconnected = socketFor(setup.watched.app, { cookie: setup.agent.client.cookieHeader() }, sockets);
      const thread = collect<any>(reconnected, threadSubscription, { id: setup.threadId });
      const organization = collect<any>(reconnected, `subscription($id: ID!) { organizationUpdated(organizationId: $id) { viewerRole } }`, { id: setup.organizationId });
      await listening(setup.watched.app, 'thread:event', databaseId(setup.threadId), 2);
      await listening(setup.watched.app, 'organization:updated', databaseId(setup.organizationId));
      const note = 'Internal: welcome aboard as an admin';
      await sendOperatorMessage(setup.owner, setup.threadId, note, { kind: 'NOTE' });
      await thread.until(() => bodiesIn(thread).includes(note));
      await setup.owner.data(`mutation($id: ID!) { updateOrganization(input: { organizationId: $id, name: "Renamed", timezone: "UTC" }) { __typename } }`, { id: setup.organizationId });
      expect((await organization.until((events) => events.length > 0))[0].organizationUpdated.viewerRole).toBe('ADMIN');
    });

    it('loses the socket when the organization is deleted at the end of its grace period, and so do its visitors', async () => {
      const setup = await organizationWithWatchingAgent();
      const visitorSocket = socketFor(setup.watched.app, { visitorToken: setup.visitor.token }, sockets);
      const visitorClosed = socketClosed(visitorSocket);
      collect<any>(visitorSocket, visitorSubscription);
      await listening(setup.watched.app, 'visitor:event', databaseId(setup.visitor.id));
      await setup.owner.data(`mutation($id: ID!) { deleteOrganization(input: { organizationId: $id, confirmName: "Acme" }) { __typename } }`, { id: setup.organizationId });
      const afterGracePeriod = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
      expect(await runDueOrganizationDeletions({ ...setup.acting.app.services, now: () => afterGracePeriod })).toBeGreaterThanOrEqual(1);
      const [agentClose, visitorClose] = await within(closeWithinMs, Promise.all([setup.agentClosed, visitorClosed]));
      expect(agentClose).toEqual(revoked('Access changed'));
      expect(visitorClose).toEqual(revoked('Session ended'));
    });
  });

  describe('a visitor', () => {
    it('loses the socket when the widget is disabled, and never hears the replies written after', async () => {
      const { watched, acting } = instances();
      const owner = acting.client();
      const { organizationId } = await ownerWithOrganization(owner, acting.mail);
      const widget = await widgetOf(owner, organizationId);
      const visitor: Visitor = await startVisitor(acting, widget.clientId);
      const opening = await sendVisitorMessage(visitor, 'Hello?', randomUUID());
      const threadId = operatorThreadId(opening.thread.id);
      const visitorSocket = socketFor(watched.app, { visitorToken: visitor.token }, sockets);
      const visitorClosed = socketClosed(visitorSocket);
      const visitorFeed = collect<any>(visitorSocket, visitorSubscription);
      const ownerThread = collect<any>(socketFor(watched.app, { cookie: owner.cookieHeader() }, sockets), threadSubscription, { id: threadId });
      await listening(watched.app, 'visitor:event', databaseId(visitor.id));
      await listening(watched.app, 'thread:event', databaseId(threadId));

      await owner.data(`mutation($id: ID!) { updateWidget(input: { widgetId: $id, enabled: false }) { __typename } }`, { id: widget.id });
      const closing = within(closeWithinMs, visitorClosed);
      const reply = `Sorry, we are closing this chat ${randomUUID()}`;
      await sendOperatorMessage(owner, threadId, reply);
      expect(await closing).toEqual(revoked('Session ended'));
      await ownerThread.until(() => bodiesIn(ownerThread).includes(reply));
      expect(bodiesIn(visitorFeed)).not.toContain(reply);
    });

    const whoAmI = `{ visitor { id } }`;

    /**
     * A change holds at once on the instance that made it (its request returns once its own listeners had the
     * revocation), and on another instance as soon as the revocation reaches it, as for sockets.
     */
    async function seenWithin(watched: TestApp, acting: TestApp, holds: () => Promise<boolean>) {
      if (watched === acting) expect(await holds()).toBe(true);
      else await waitUntil(holds, () => 'the change to reach the other instance', closeWithinMs);
    }

    it('is refused at once when the widget is disabled, by an instance that has just recognized them', async () => {
      const { watched, acting } = instances();
      const owner = acting.client();
      const { organizationId } = await ownerWithOrganization(owner, acting.mail);
      const widget = await widgetOf(owner, organizationId);
      const visitor = await startVisitor(acting, widget.clientId);
      const onWatched = watched.client({ authorization: `Bearer ${visitor.token}` });
      expect((await onWatched.data(whoAmI)).visitor).toEqual({ id: visitor.id });

      await owner.data(`mutation($id: ID!) { updateWidget(input: { widgetId: $id, enabled: false }) { __typename } }`, { id: widget.id });
      await seenWithin(watched, acting, async () => ((await onWatched.request(whoAmI)).data?.visitor ?? null) === null);
    });

    it('is recognized as the contact they joined by identifying, on every instance, at once', async () => {
      const { watched, acting } = instances();
      const owner = acting.client();
      const { organizationId } = await ownerWithOrganization(owner, acting.mail);
      const widget = await widgetOf(owner, organizationId);
      const { identitySecret } = await acting.database.prisma.widget.findUniqueOrThrow({ where: { id: databaseId(widget.id) } });
      const identifyAs = (visitor: Visitor) =>
        visitor.client.data(`mutation($input: IdentifyVisitorInput!) { identifyVisitor(input: $input) { __typename } }`, {
          input: { userId: 'user_77', userHash: identityHash(identitySecret, 'user_77') },
        });
      const laptop = await startVisitor(acting, widget.clientId);
      await identifyAs(laptop);
      const phone = await startVisitor(acting, widget.clientId);
      const phoneOnWatched = watched.client({ authorization: `Bearer ${phone.token}` });
      expect((await phoneOnWatched.data(whoAmI)).visitor).toEqual({ id: phone.id });

      await identifyAs(phone);
      await seenWithin(watched, acting, async () => (await phoneOnWatched.data(whoAmI)).visitor?.id === laptop.id);
    });
  });
}
