import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, registerVerified } from '../../test-support/accounts';
import { startVisitor, startVisitorSessionMutation, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { identityHash } from '../conversations/identity';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const updateMutation = `mutation($input: UpdateWidgetInput!) {
  updateWidget(input: $input) {
    __typename
    ... on UpdateWidgetPayload {
      widget { name enabled color position launcherText greeting avatarUrl askForEmail preChatFields { key label required } allowedOrigins identityVerification locale defaultTeam { name } }
    }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;

const settingsQuery = `query($id: ID!) {
  node(id: $id) { ... on Widget { name color position launcherText greeting avatarUrl askForEmail preChatFields { key } allowedOrigins identityVerification locale } }
}`;

const identifyMutation = `mutation($input: IdentifyVisitorInput!) { identifyVisitor(input: $input) { __typename ... on Error { message } } }`;

async function adminWithWidget() {
  const admin = t.client();
  const { organizationId } = await ownerWithOrganization(admin, t.mail);
  const widget = await widgetOf(admin, organizationId);
  return { admin, organizationId, widget };
}

/** A verified operator who joins the organization as an agent (membership written directly: invitations are tested elsewhere). */
async function agentOf(organizationId: string): Promise<TestClient> {
  const agent = t.client();
  const { userId } = await registerVerified(agent, t.mail, 'Sam Agent');
  await t.database.prisma.membership.create({ data: { organizationId: databaseId(organizationId), userId: databaseId(userId), role: 'AGENT' } });
  return agent;
}

const update = (client: TestClient, input: Record<string, unknown>) => client.data(updateMutation, { input });

describe('updateWidget', () => {
  it('saves appearance, pre-chat form, allowed origins, identity verification, default team and language', async () => {
    const { admin, organizationId, widget } = await adminWithWidget();
    const { createTeam } = await admin.data(
      `mutation($id: ID!) { createTeam(input: { organizationId: $id, name: "Sales" }) { ... on CreateTeamPayload { team { id } } } }`,
      { id: organizationId },
    );
    const { updateWidget } = await update(admin, {
      widgetId: widget.id,
      name: 'Shop',
      color: '#0F766E',
      position: 'BOTTOM_LEFT',
      launcherText: 'Chat with us',
      greeting: 'Hello from Acme',
      avatarUrl: 'https://cdn.example.com/team.png',
      askForEmail: 'ALWAYS',
      preChatFields: [{ key: 'order_number', label: 'Order number', required: false }],
      allowedOrigins: ['https://Shop.Example.com/', 'http://localhost:8080', ''],
      identityVerification: true,
      defaultTeamId: createTeam.team.id,
      locale: 'fr',
    });
    expect(updateWidget).toEqual({
      __typename: 'UpdateWidgetPayload',
      widget: {
        name: 'Shop',
        enabled: true,
        color: '#0f766e',
        position: 'BOTTOM_LEFT',
        launcherText: 'Chat with us',
        greeting: 'Hello from Acme',
        avatarUrl: 'https://cdn.example.com/team.png',
        askForEmail: 'ALWAYS',
        preChatFields: [{ key: 'order_number', label: 'Order number', required: false }],
        allowedOrigins: ['https://shop.example.com', 'http://localhost:8080'],
        identityVerification: true,
        locale: 'fr',
        defaultTeam: { name: 'Sales' },
      },
    });

    const { publicWidget } = await t.client().data(
      `query($c: String!) { publicWidget(clientId: $c) { color position launcherText avatarUrl locale askForEmail preChatFields { key label required } } }`,
      { c: widget.clientId },
    );
    expect(publicWidget).toEqual({
      color: '#0f766e',
      position: 'BOTTOM_LEFT',
      launcherText: 'Chat with us',
      avatarUrl: 'https://cdn.example.com/team.png',
      locale: 'fr',
      askForEmail: 'ALWAYS',
      preChatFields: [{ key: 'order_number', label: 'Order number', required: false }],
    });

    // Leaving fields out keeps them; null clears the ones that may be empty.
    const cleared = await update(admin, { widgetId: widget.id, avatarUrl: null, locale: null, defaultTeamId: null });
    expect(cleared.updateWidget.widget).toMatchObject({ name: 'Shop', color: '#0f766e', avatarUrl: null, locale: null, defaultTeam: null });
  });

  it.each([
    ['color', { color: 'teal' }, /hex colour/],
    ['allowedOrigins', { allowedOrigins: ['https://ok.example.com', 'https://example.com/shop'] }, /not a website origin/],
    ['allowedOrigins', { allowedOrigins: ['ftp://files.example.com'] }, /not a website origin/],
    ['preChatFields', { preChatFields: [{ key: 'Order Number', label: 'Order', required: true }] }, /Field 1: Field keys use lowercase/],
    ['preChatFields', { preChatFields: [{ key: 'company', label: 'Company', required: true }, { key: 'company', label: 'Firm', required: false }] }, /used twice/],
    ['preChatFields', { preChatFields: [{ key: 'email', label: 'Email', required: true }] }, /email setting/],
    ['avatarUrl', { avatarUrl: 'javascript:alert(1)' }, /https:\/\//],
    ['launcherText', { launcherText: 'x'.repeat(31) }, /30 characters/],
    ['locale', { locale: 'it' }, /supported language/],
    ['name', { name: '   ' }, /Enter a name/],
  ])('refuses a bad %s with a typed error and changes nothing', async (field, input, message) => {
    const { admin, widget } = await adminWithWidget();
    const before = await admin.data(settingsQuery, { id: widget.id });
    const { updateWidget } = await update(admin, { widgetId: widget.id, greeting: 'Changed too', ...input });
    expect(updateWidget.__typename).toBe('ValidationError');
    expect(updateWidget.fieldErrors).toContainEqual({ field, message: expect.stringMatching(message) });
    expect(await admin.data(settingsQuery, { id: widget.id })).toEqual(before);
  });

  it("refuses another organization's team as the default team", async () => {
    const { admin, widget } = await adminWithWidget();
    const other = t.client();
    const { organizationId: otherOrganization } = await ownerWithOrganization(other, t.mail, 'Globex');
    const { createTeam } = await other.data(
      `mutation($id: ID!) { createTeam(input: { organizationId: $id, name: "Theirs" }) { ... on CreateTeamPayload { team { id } } } }`,
      { id: otherOrganization },
    );
    const { updateWidget } = await update(admin, { widgetId: widget.id, defaultTeamId: createTeam.team.id });
    expect(updateWidget.fieldErrors).toEqual([{ field: 'defaultTeamId', message: 'Choose one of your teams.' }]);
  });

  it('lets agents read the settings but not change them or see the identity secret', async () => {
    const { admin, organizationId, widget } = await adminWithWidget();
    const agent = await agentOf(organizationId);
    const before = await admin.data(settingsQuery, { id: widget.id });
    expect(await agent.data(settingsQuery, { id: widget.id })).toEqual(before);

    expect((await update(agent, { widgetId: widget.id, color: '#000000' })).updateWidget.__typename).toBe('NotAuthorizedError');
    const rotate = await agent.data(`mutation($id: ID!) { rotateWidgetIdentitySecret(input: { widgetId: $id }) { __typename } }`, { id: widget.id });
    expect(rotate.rotateWidgetIdentitySecret.__typename).toBe('NotAuthorizedError');
    const secret = await agent.request(`query($id: ID!) { node(id: $id) { ... on Widget { identitySecret } } }`, { id: widget.id });
    expect(secret.errors?.[0]?.message).toMatch(/not allowed/i);
    expect(await admin.data(settingsQuery, { id: widget.id })).toEqual(before);
  });

  it("gives another organization's admin nothing: no widget, no update", async () => {
    const { admin, widget } = await adminWithWidget();
    const mallory = t.client();
    await ownerWithOrganization(mallory, t.mail, 'Intruders');
    const before = await admin.data(settingsQuery, { id: widget.id });

    const { data } = await mallory.request(`query($id: ID!) { node(id: $id) { ... on Widget { name identitySecret } } }`, { id: widget.id });
    expect(data?.node).toBeNull();
    expect((await update(mallory, { widgetId: widget.id, name: 'Hijacked' })).updateWidget.__typename).toBe('NotAuthorizedError');
    expect(await admin.data(settingsQuery, { id: widget.id })).toEqual(before);
  });

  it('disables a widget: no chat starts and the public view is gone, until it is enabled again', async () => {
    const { admin, widget } = await adminWithWidget();
    await update(admin, { widgetId: widget.id, enabled: false });
    const visitor = t.client();
    const { startVisitorSession } = await visitor.data(startVisitorSessionMutation, { input: { clientId: widget.clientId } });
    expect(startVisitorSession.__typename).toBe('NotFoundError');
    expect((await visitor.data(`query($c: String!) { publicWidget(clientId: $c) { name } }`, { c: widget.clientId })).publicWidget).toBeNull();
    await update(admin, { widgetId: widget.id, enabled: true });
    await expect(startVisitor(t, widget.clientId)).resolves.toMatchObject({ token: expect.stringMatching(/^pv_/) });
  });
});

describe('identity verification', () => {
  it('refuses hashes made with the old secret once the secret is rotated', async () => {
    const { admin, widget } = await adminWithWidget();
    await update(admin, { widgetId: widget.id, identityVerification: true });
    const secretOf = async () => (await admin.data(`query($id: ID!) { node(id: $id) { ... on Widget { identitySecret } } }`, { id: widget.id })).node.identitySecret as string;
    const oldSecret = await secretOf();

    const before = await startVisitor(t, widget.clientId);
    const identify = (visitor: typeof before, secret: string) =>
      visitor.client.data(identifyMutation, { input: { userId: 'user-42', email: 'ada@example.com', userHash: identityHash(secret, 'user-42') } });
    expect((await identify(before, oldSecret)).identifyVisitor.__typename).toBe('IdentifyVisitorPayload');

    const { rotateWidgetIdentitySecret } = await admin.data(
      `mutation($id: ID!) { rotateWidgetIdentitySecret(input: { widgetId: $id }) { __typename ... on RotateWidgetIdentitySecretPayload { widget { identitySecret } } } }`,
      { id: widget.id },
    );
    const newSecret = rotateWidgetIdentitySecret.widget.identitySecret;
    expect(newSecret).not.toBe(oldSecret);
    expect(await secretOf()).toBe(newSecret);

    const after = await startVisitor(t, widget.clientId);
    expect((await identify(after, oldSecret)).identifyVisitor).toEqual({ __typename: 'NotAuthorizedError', message: expect.stringMatching(/verification failed/) });
    const contact = await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(after.id) } });
    expect(contact).toMatchObject({ externalId: null, email: null });
    expect((await identify(after, newSecret)).identifyVisitor.__typename).toBe('IdentifyVisitorPayload');
  });

  it('keeps anonymous chat working when verification is enforced, but refuses an unverified identity', async () => {
    const { admin, widget } = await adminWithWidget();
    await update(admin, { widgetId: widget.id, identityVerification: true });
    const visitor = await startVisitor(t, widget.clientId);
    const { sendVisitorMessage } = await visitor.client.data(
      `mutation { sendVisitorMessage(input: { clientThreadId: "t1", clientMessageId: "m1", body: "Hello" }) { __typename } }`,
    );
    expect(sendVisitorMessage.__typename).toBe('SendVisitorMessagePayload');
    const { identifyVisitor } = await visitor.client.data(identifyMutation, { input: { email: 'someone@example.com', name: 'Someone' } });
    expect(identifyVisitor.__typename).toBe('NotAuthorizedError');
  });
});

describe('allowed origins and the install check', () => {
  it('starts chats only on allowed sites (and on our own chat link), refusing others with a typed error', async () => {
    const { admin, widget } = await adminWithWidget();
    await update(admin, { widgetId: widget.id, allowedOrigins: ['https://shop.example.com'] });
    const start = (page: Record<string, string>) => t.client().data(startVisitorSessionMutation, { input: { clientId: widget.clientId, ...page } });
    const contactsBefore = await t.database.prisma.contact.count({ where: { widgetId: databaseId(widget.id) } });

    expect((await start({ url: 'https://evil.example.net/page', origin: 'https://evil.example.net' })).startVisitorSession).toEqual({
      __typename: 'OriginNotAllowedError',
      message: 'This chat is not available on this website.',
    });
    // The origin the browser reported wins over an address the page claims.
    expect((await start({ url: 'https://shop.example.com/', origin: 'https://evil.example.net' })).startVisitorSession.__typename).toBe('OriginNotAllowedError');
    expect((await start({})).startVisitorSession.__typename).toBe('OriginNotAllowedError');
    expect(await t.database.prisma.contact.count({ where: { widgetId: databaseId(widget.id) } })).toBe(contactsBefore);

    expect((await start({ url: 'https://shop.example.com/cart', origin: 'https://shop.example.com' })).startVisitorSession.__typename).toBe('StartVisitorSessionPayload');
    expect((await start({ url: `http://localhost:3000/widgets/${widget.clientId}` })).startVisitorSession.__typename).toBe('StartVisitorSessionPayload');

    const visitor = await startVisitor(t, widget.clientId, { url: 'https://shop.example.com/' });
    const moved = await visitor.client.data(`mutation { updateVisitorPage(input: { url: "https://evil.example.net/" }) { __typename } }`);
    expect(moved.updateVisitorPage.__typename).toBe('OriginNotAllowedError');
  });

  it('records where the widget was last seen loading on a customer site, not on our own pages', async () => {
    const { admin, widget } = await adminWithWidget();
    const installCheck = async () =>
      (await admin.data(`query($id: ID!) { node(id: $id) { ... on Widget { lastSeenOrigin lastSeenUrl lastSeenAt } } }`, { id: widget.id })).node;
    expect(await installCheck()).toEqual({ lastSeenOrigin: null, lastSeenUrl: null, lastSeenAt: null });

    await startVisitor(t, widget.clientId, { url: `http://localhost:3000/widgets/${widget.clientId}` });
    expect((await installCheck()).lastSeenAt).toBeNull();

    const startedAt = Date.now();
    await startVisitor(t, widget.clientId, { url: 'https://shop.example.com/products/tent?color=green' });
    const seen = await installCheck();
    expect(seen).toMatchObject({ lastSeenOrigin: 'https://shop.example.com', lastSeenUrl: 'https://shop.example.com/products/tent?color=green' });
    expect(new Date(seen.lastSeenAt).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
  });
});
