import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { storedFiles, tinyPdf, tinyPng } from '../../test-support/attachments';
import { operatorThreadId, sendOperatorMessage, sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { messageCallback, sendSlackEvent, startSlackServer, type SlackServer, type SlackWorkspace } from '../../test-support/slack-server';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { waitUntil } from '../../test-support/wait-until';

let t: TestApp;
let slack: SlackServer;
beforeAll(async () => {
  slack = await startSlackServer();
  t = await startTestApp({ listen: true, env: { SLACK_API_URL: slack.apiUrl } });
});
afterAll(async () => {
  await t.close();
  await slack.close();
});

const connectMutation = `mutation($input: ConnectSlackInput!) {
  connectSlack(input: $input) {
    __typename
    ... on ConnectSlackPayload { slackIntegration { channelId channelName workspaceName mode } }
    ... on ValidationError { message fieldErrors { field message } }
  }
}`;

const organizationSlack = `query($id: ID!) { node(id: $id) { ... on Organization {
  slackIntegration { channelId channelName workspaceName mode }
  slackSetup { eventsUrl manifest notePrefix }
} } }`;

const threadMessages = `query($id: ID!) { node(id: $id) { ... on Thread {
  messages(first: 50) { edges { node { body kind channel authorKind authorName } } }
} } }`;

const visitorThread = `query($clientThreadId: String!) {
  visitor { thread(clientThreadId: $clientThreadId) { messages(first: 50) { edges { node { body fromVisitor authorName } } } } }
}`;

type Connected = { operator: TestClient; organizationId: string; workspace: SlackWorkspace & { channelId: string }; eventsUrl: string };

async function connectedOrganization(mode: 'TWO_WAY' | 'ALERTS_ONLY' = 'TWO_WAY', slackUsers: (ownerEmail: string) => Record<string, string | null> = () => ({})): Promise<Connected> {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const { viewer } = await operator.data(`{ viewer { email } }`);
  const workspace = slack.addWorkspace(slackUsers(viewer.email));
  const { connectSlack } = await operator.data(connectMutation, {
    input: { organizationId, botToken: workspace.botToken, signingSecret: workspace.signingSecret, channelId: workspace.channelId, mode },
  });
  expect(connectSlack.__typename).toBe('ConnectSlackPayload');
  const { node } = await operator.data(organizationSlack, { id: organizationId });
  // The URL names the public address; the test reaches the same path on the app's own port.
  const eventsUrl = new URL(new URL(node.slackSetup.eventsUrl).pathname, t.app.url()).toString();
  return { operator, organizationId, workspace, eventsUrl };
}

async function deliver() {
  await t.app.services.webhooks.runOnce();
}

/** A visitor opens a conversation; Slack gets its announcement. Returns the thread and the Slack thread's ts. */
async function conversationInSlack(org: Connected, firstMessage = 'Where is my order?') {
  const widget = await widgetOf(org.operator, org.organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const clientThreadId = randomUUID();
  const opening = await sendVisitorMessage(visitor, firstMessage, clientThreadId);
  const before = slack.posts(org.workspace).length;
  await deliver();
  await waitUntil(() => slack.posts(org.workspace).length > before, () => 'the new conversation posted to Slack');
  const root = slack.posts(org.workspace).at(-1)!;
  return { visitor, clientThreadId, threadId: operatorThreadId(opening.thread.id), rootTs: root.ts, root };
}

function reply(org: Connected, threadTs: string, text: string, user = 'U0REPLIER') {
  return sendSlackEvent(org.eventsUrl, org.workspace.signingSecret, messageCallback(org.workspace, { user, text, ts: `${Date.now() / 1000}`, thread_ts: threadTs, channel: org.workspace.channelId }));
}

async function messagesOf(operator: TestClient, threadId: string) {
  const { node } = await operator.data(threadMessages, { id: threadId });
  return node.messages.edges.map((edge: any) => edge.node) as { body: string; kind: string; channel: string; authorKind: string; authorName: string }[];
}

describe('connecting Slack', () => {
  it('checks the bot token and channel with Slack, refuses bad ones with field errors, and shows the connection', async () => {
    const operator = t.client();
    const { organizationId } = await ownerWithOrganization(operator, t.mail);
    const workspace = slack.addWorkspace();
    const input = { organizationId, botToken: workspace.botToken, signingSecret: workspace.signingSecret, channelId: workspace.channelId };

    const { connectSlack: badToken } = await operator.data(connectMutation, { input: { ...input, botToken: 'xoxb-not-a-real-token' } });
    expect(badToken.__typename).toBe('ValidationError');
    expect(badToken.fieldErrors).toEqual([{ field: 'botToken', message: expect.stringContaining('invalid_auth') }]);
    const { connectSlack: badChannel } = await operator.data(connectMutation, { input: { ...input, channelId: 'C0NOSUCH1' } });
    expect(badChannel.fieldErrors).toEqual([{ field: 'channelId', message: expect.stringContaining('no channel with this id') }]);
    const { connectSlack: userToken } = await operator.data(connectMutation, { input: { ...input, botToken: 'xoxp-123' } });
    expect(userToken.fieldErrors[0].field).toBe('botToken');
    const { node: nothing } = await operator.data(organizationSlack, { id: organizationId });
    expect(nothing.slackIntegration).toBeNull();

    const checks = () => slack.calls.filter((call) => call.method === 'auth.test' && call.token === workspace.botToken).length;
    const checksBefore = checks();
    const { connectSlack } = await operator.data(connectMutation, { input });
    expect(connectSlack).toEqual({ __typename: 'ConnectSlackPayload', slackIntegration: { channelId: workspace.channelId, channelName: 'support', workspaceName: workspace.teamName, mode: 'TWO_WAY' } });
    expect(checks()).toBe(checksBefore + 1);
    const { node } = await operator.data(organizationSlack, { id: organizationId });
    expect(node.slackIntegration.channelName).toBe('support');
    const manifest = JSON.parse(node.slackSetup.manifest);
    expect(manifest.settings.event_subscriptions.request_url).toBe(node.slackSetup.eventsUrl);
    expect(manifest.oauth_config.scopes.bot).toEqual(expect.arrayContaining(['chat:write', 'channels:history', 'users:read.email']));
    // The token and secret are stored sealed, never as given.
    const stored = await t.database.prisma.slackIntegration.findUniqueOrThrow({ where: { organizationId: databaseId(organizationId) } });
    expect(stored.botToken).not.toContain(workspace.botToken);
    expect(stored.signingSecret).not.toContain(workspace.signingSecret);
  });

  it('is for owners and admins only, and disconnecting stops the posts', async () => {
    const org = await connectedOrganization();
    const agent = await teammateOf(t, org.operator, org.organizationId, 'AGENT');
    const seen = await agent.client.request(organizationSlack, { id: org.organizationId });
    expect(seen.errors?.length).toBeGreaterThan(0);
    expect(seen.data?.node?.slackIntegration ?? null).toBeNull();
    const { connectSlack } = await agent.client.data(connectMutation, {
      input: { organizationId: org.organizationId, botToken: org.workspace.botToken, signingSecret: org.workspace.signingSecret, channelId: org.workspace.channelId, mode: 'ALERTS_ONLY' },
    });
    expect(connectSlack.__typename).toBe('NotAuthorizedError');

    const { disconnectSlack } = await org.operator.data(`mutation($input: DisconnectSlackInput!) { disconnectSlack(input: $input) { __typename ... on DisconnectSlackPayload { organization { slackIntegration { channelId } } } } }`, {
      input: { organizationId: org.organizationId },
    });
    expect(disconnectSlack.organization.slackIntegration).toBeNull();
    const widget = await widgetOf(org.operator, org.organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    await sendVisitorMessage(visitor, 'Anyone there?', randomUUID());
    await deliver();
    expect(slack.posts(org.workspace)).toEqual([]);
  });
});

describe('posting to Slack', () => {
  it('announces a new conversation in the channel, then posts its later messages (not notes) into its Slack thread, in order', async () => {
    const org = await connectedOrganization();
    const { visitor, clientThreadId, threadId, root } = await conversationInSlack(org, 'Where is my order <#42>?');
    expect(root.channel).toBe(org.workspace.channelId);
    expect(root.threadTs).toBeUndefined();
    expect(root.text).toContain('New conversation');
    // What the visitor wrote cannot become Slack markup.
    expect(root.text).toContain('Where is my order &lt;#42&gt;?');
    expect(root.text).toContain(`http://localhost:3000/dashboard/threads/${encodeURIComponent(threadId)}`);

    await sendOperatorMessage(org.operator, threadId, 'Looking into it now.');
    await sendOperatorMessage(org.operator, threadId, 'Warehouse says Tuesday', { kind: 'NOTE' });
    await sendVisitorMessage(visitor, 'Thanks!', clientThreadId);
    await sendVisitorMessage(visitor, 'One more thing', clientThreadId);
    await deliver();
    await waitUntil(() => slack.posts(org.workspace).length === 4, () => `4 posts, got ${slack.posts(org.workspace).length}`);
    const replies = slack.posts(org.workspace).slice(1);
    expect(replies.map((post) => post.threadTs)).toEqual([root.ts, root.ts, root.ts]);
    expect(replies.map((post) => post.text.split('\n')[1])).toEqual(['Looking into it now.', 'Thanks!', 'One more thing']);
    expect(replies[0]!.text).toContain('*Ada Lovelace*');
  });

  it('keeps a post that Slack refused and sends it on a later attempt', async () => {
    const org = await connectedOrganization();
    // The bot was removed from the channel: Slack refuses, the post waits for its retry.
    const [channelId, name] = Object.entries(org.workspace.channels)[0]!;
    delete org.workspace.channels[channelId];
    const widget = await widgetOf(org.operator, org.organizationId);
    const visitor = await startVisitor(t, widget.clientId);
    await sendVisitorMessage(visitor, 'Hello?', randomUUID());
    await deliver();
    const [post] = await t.database.prisma.slackPost.findMany({ where: { integration: { slackTeamId: org.workspace.teamId } } });
    expect(post).toMatchObject({ status: 'PENDING', attemptCount: 1, lastError: 'channel_not_found' });

    org.workspace.channels[channelId] = name;
    await t.database.prisma.slackPost.update({ where: { id: post!.id }, data: { nextAttemptAt: new Date() } });
    await deliver();
    await waitUntil(() => slack.posts(org.workspace).length === 1, () => 'the retried post');
    expect(await t.database.prisma.slackPost.findUniqueOrThrow({ where: { id: post!.id } })).toMatchObject({ status: 'SUCCEEDED', attemptCount: 2, lastError: null });
  });
});

describe('replies from Slack', () => {
  it("delivers a reply in the Slack thread to the visitor under the member's name, once, without posting it back", async () => {
    const org = await connectedOrganization('TWO_WAY', (ownerEmail) => ({ U0OWNER: ownerEmail.toUpperCase(), U0STRANGER: 'someone@elsewhere.example' }));
    const { visitor, clientThreadId, threadId, rootTs } = await conversationInSlack(org);
    const postsBefore = slack.posts(org.workspace).length;

    const callback = messageCallback(org.workspace, { user: 'U0OWNER', text: 'It ships &lt;today&gt; &amp; tomorrow', ts: '1760000999.000200', thread_ts: rootTs, channel: org.workspace.channelId });
    expect((await sendSlackEvent(org.eventsUrl, org.workspace.signingSecret, callback)).status).toBe(200);
    // Slack resends an event it thinks was lost: the reply is stored once.
    expect((await sendSlackEvent(org.eventsUrl, org.workspace.signingSecret, callback)).status).toBe(200);
    expect((await reply(org, rootTs, 'Also, tracking is on its way', 'U0STRANGER')).status).toBe(200);

    const { visitor: seen } = await visitor.client.data(visitorThread, { clientThreadId });
    expect(seen.thread.messages.edges.map((edge: any) => edge.node)).toEqual([
      { body: 'Where is my order?', fromVisitor: true, authorName: expect.any(String) },
      { body: 'It ships <today> & tomorrow', fromVisitor: false, authorName: 'Ada Lovelace' },
      { body: 'Also, tracking is on its way', fromVisitor: false, authorName: 'Slack' },
    ]);
    const stored = await messagesOf(org.operator, threadId);
    expect(stored.slice(1).map((message) => [message.channel, message.authorKind])).toEqual([
      ['SLACK', 'OPERATOR'],
      ['SLACK', 'INTEGRATION'],
    ]);
    await deliver();
    expect(slack.posts(org.workspace)).toHaveLength(postsBefore);
  });

  it('turns a reply starting with ;; into an internal note the visitor never sees', async () => {
    const org = await connectedOrganization();
    const { visitor, clientThreadId, threadId, rootTs } = await conversationInSlack(org);
    expect((await reply(org, rootTs, ';; VIP customer, be quick')).status).toBe(200);
    const notes = (await messagesOf(org.operator, threadId)).filter((message) => message.kind === 'NOTE');
    expect(notes).toMatchObject([{ body: 'VIP customer, be quick', channel: 'SLACK' }]);
    const { visitor: seen } = await visitor.client.data(visitorThread, { clientThreadId });
    expect(seen.thread.messages.edges.map((edge: any) => edge.node.body)).toEqual(['Where is my order?']);
  });

  it("copies a Slack reply's files into the conversation for the visitor, once, and names the files left out in Slack", async () => {
    const org = await connectedOrganization();
    const { visitor, clientThreadId, threadId, rootTs } = await conversationInSlack(org);
    const { workspace } = org;
    const files = [
      slack.shareFile(workspace, 'label.png', 'image/png', tinyPng),
      slack.shareFile(workspace, 'invoice.pdf', 'application/pdf', tinyPdf),
      slack.shareFile(workspace, 'setup.exe', 'application/octet-stream', Buffer.from('MZ\x90\x00 not for visitors')),
    ];
    const callback = messageCallback(workspace, { user: 'U0REPLIER', subtype: 'file_share', text: 'Here you go', files, ts: '1760003000.000100', thread_ts: rootTs, channel: workspace.channelId });
    expect((await sendSlackEvent(org.eventsUrl, workspace.signingSecret, callback)).status).toBe(200);
    const downloads = slack.downloads();
    const filesStored = storedFiles(t.app).length;
    // Slack resends the event: nothing is downloaded or stored again.
    expect((await sendSlackEvent(org.eventsUrl, workspace.signingSecret, callback)).status).toBe(200);
    expect(slack.downloads()).toBe(downloads);
    expect(storedFiles(t.app)).toHaveLength(filesStored);

    const { visitor: seen } = await visitor.client.data(
      `query($id: String!) { visitor { thread(clientThreadId: $id) { messages(first: 50) { edges { node { body attachments { fileName url } } } } } } }`,
      { id: clientThreadId },
    );
    const answer = seen.thread.messages.edges.at(-1).node;
    expect(answer.body).toBe('Here you go');
    expect(answer.attachments.map((file: any) => file.fileName)).toEqual(['label.png', 'invoice.pdf']);
    const image = await fetch(new URL(answer.attachments[0].url, t.app.url()));
    expect(Buffer.from(await image.arrayBuffer())).toEqual(tinyPng);
    expect(await messagesOf(org.operator, threadId)).toHaveLength(2);

    const notice = slack.posts(workspace).find((post) => post.threadTs === rootTs && post.text.startsWith('Not sent to the visitor'));
    expect(notice?.text).toContain('setup.exe: This type of file is not allowed');
  });

  it('ignores the bot itself, other bots, edits and chatter outside its threads', async () => {
    const org = await connectedOrganization();
    const { threadId, rootTs } = await conversationInSlack(org);
    const { workspace } = org;
    const send = (event: Record<string, unknown>) =>
      sendSlackEvent(org.eventsUrl, workspace.signingSecret, messageCallback(workspace, { channel: workspace.channelId, ts: `${Date.now() / 1000}`, text: 'hello', ...event }));
    expect((await send({ user: workspace.botUserId, thread_ts: rootTs })).status).toBe(200);
    expect((await send({ bot_id: 'B0OTHER', subtype: 'bot_message', thread_ts: rootTs })).status).toBe(200);
    expect((await send({ user: 'U0SOMEONE', subtype: 'message_changed', thread_ts: rootTs })).status).toBe(200);
    expect((await send({ user: 'U0SOMEONE' })).status).toBe(200);
    expect((await send({ user: 'U0SOMEONE', thread_ts: '1111.2222' })).status).toBe(200);
    expect((await send({ user: 'U0SOMEONE', thread_ts: rootTs, channel: 'C0ELSEWHERE' })).status).toBe(200);
    expect(await messagesOf(org.operator, threadId)).toHaveLength(1);
  });

  it('answers the URL verification challenge only when signed', async () => {
    const org = await connectedOrganization();
    const challenge = { token: 'x', type: 'url_verification', challenge: 'c-3po-r2d2' };
    expect(await sendSlackEvent(org.eventsUrl, org.workspace.signingSecret, challenge)).toEqual({ status: 200, body: { challenge: 'c-3po-r2d2' } });
    expect((await sendSlackEvent(org.eventsUrl, 'f'.repeat(32), challenge)).status).toBe(401);
  });

  it('refuses forged signatures and old timestamps with 401, changing nothing', async () => {
    const org = await connectedOrganization();
    const { threadId, rootTs } = await conversationInSlack(org);
    const callback = messageCallback(org.workspace, { user: 'U0X', text: 'Refund approved', ts: '1760001000.000300', thread_ts: rootTs, channel: org.workspace.channelId });
    expect((await sendSlackEvent(org.eventsUrl, 'a'.repeat(32), callback)).status).toBe(401);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await sendSlackEvent(org.eventsUrl, org.workspace.signingSecret, callback, { timestamp: sixMinutesAgo })).status).toBe(401);
    const unsigned = await fetch(org.eventsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(callback) });
    expect(unsigned.status).toBe(401);
    expect(await messagesOf(org.operator, threadId)).toHaveLength(1);
  });

  it('in alerts-only mode posts conversations but never takes replies', async () => {
    const org = await connectedOrganization('ALERTS_ONLY');
    const { threadId, rootTs } = await conversationInSlack(org);
    expect((await reply(org, rootTs, 'On it')).status).toBe(200);
    expect(await messagesOf(org.operator, threadId)).toHaveLength(1);
  });

  it("never lets one organization's Slack reach another organization's threads", async () => {
    const first = await connectedOrganization();
    const second = await connectedOrganization();
    const { threadId, rootTs } = await conversationInSlack(first);
    // The second organization's app, signed correctly, naming the first one's Slack thread.
    const stray = messageCallback(second.workspace, { user: 'U0X', text: 'Hijack', ts: '1760002000.000100', thread_ts: rootTs, channel: second.workspace.channelId });
    expect((await sendSlackEvent(second.eventsUrl, second.workspace.signingSecret, stray)).status).toBe(200);
    // The second one's secret at the first one's URL, and the first one's secret from another workspace.
    expect((await sendSlackEvent(first.eventsUrl, second.workspace.signingSecret, stray)).status).toBe(401);
    const otherTeam = messageCallback(second.workspace, { user: 'U0X', text: 'Hijack', ts: '1760002000.000200', thread_ts: rootTs, channel: first.workspace.channelId });
    expect((await sendSlackEvent(first.eventsUrl, first.workspace.signingSecret, otherTeam)).status).toBe(200);
    expect(await messagesOf(first.operator, threadId)).toHaveLength(1);
  });
});
