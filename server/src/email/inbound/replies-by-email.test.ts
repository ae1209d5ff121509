import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { databaseId } from '../../../test-support/accounts';
import { storedFiles, tinyPdf, tinyPng } from '../../../test-support/attachments';
import { collect, listening, socketFor } from '../../../test-support/conversations';
import { deliver, emailedConversation, messagesOf, type Conversation } from '../../../test-support/replies-by-email';
import { startTestApp, type TestApp } from '../../../test-support/test-app';

const domain = 'reply.parley.test';
const maxBytes = 200_000;

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { INBOUND_SMTP_PORT: '0', INBOUND_EMAIL_DOMAIN: domain, INBOUND_EMAIL_MAX_BYTES: String(maxBytes) } });
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const quotedReply = (conversation: Conversation) => `Size M please, and here is my address.

Thanks,
Camille
--
Camille Martin
Head of Purchasing, Martin & Fils

On Mon, Nov 23, 2026 at 10:02 AM Northwind <no-reply@localhost> wrote:
> ${conversation.text.split('\n').join('\n> ')}
`;

describe('replies by email', () => {
  it('gives each emailed reply a secret reply address and a Message-ID of ours', async () => {
    const conversation = await emailedConversation(t, );
    expect(conversation.replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${domain.replace(/\./g, '\\.')}$`));
    expect(conversation.messageId).toMatch(new RegExp(`@${domain.replace(/\./g, '\\.')}>$`));
    expect(conversation.text).toContain('Reply to this email, or continue the conversation in the chat');
    const other = await emailedConversation(t, 'Southwind');
    expect(other.replyTo).not.toBe(conversation.replyTo);
  });

  it('puts the reply in the thread as the visitor, live for operators, without quoted history or signature, with its files', async () => {
    const conversation = await emailedConversation(t, );
    const socket = socketFor(t.app, { cookie: conversation.owner.cookieHeader() }, sockets);
    const threadFeed = collect<any>(socket, `subscription($id: ID!) { threadEvents(threadId: $id) { kind message { body channel authorKind } } }`, { id: conversation.threadId });
    const inboxFeed = collect<any>(socket, `subscription($id: ID!) { inboxEvents(organizationId: $id) { kind message { body channel } } }`, { id: conversation.organizationId });
    await listening(t.app, 'thread:event', databaseId(conversation.threadId));
    await listening(t.app, 'inbox:event', databaseId(conversation.organizationId));
    const filesBefore = storedFiles(t.app).length;

    const sent = await deliver(t, {
      from: `Camille Martin <${conversation.visitorEmail}>`,
      to: conversation.replyTo,
      inReplyTo: conversation.messageId,
      references: conversation.messageId,
      text: quotedReply(conversation),
      html: `<p>Size M please, and here is my address.</p><img src="cid:logo@martin"><blockquote>${conversation.text}</blockquote>`,
      attachments: [
        { filename: 'address.pdf', content: tinyPdf, contentType: 'application/pdf' },
        { filename: 'photo.png', content: tinyPng, contentType: 'image/png' },
        // Embedded in the HTML (a signature logo): part of the email's look, not a file the visitor sent.
        { filename: 'logo.png', content: tinyPng, contentType: 'image/png', cid: 'logo@martin' },
      ],
    });
    expect(sent.accepted).toEqual([conversation.replyTo]);

    const expectedBody = 'Size M please, and here is my address.\n\nThanks,\nCamille';
    await threadFeed.until((events) => events.some((event) => event.threadEvents.kind === 'MESSAGE_ADDED' && event.threadEvents.message.authorKind === 'CONTACT' && event.threadEvents.message.channel === 'EMAIL'));
    expect(threadFeed.events.find((event) => event.threadEvents.message?.channel === 'EMAIL').threadEvents.message.body).toBe(expectedBody);
    await inboxFeed.until((events) => events.some((event) => event.inboxEvents.kind === 'MESSAGE_ADDED' && event.inboxEvents.message.body === expectedBody));

    const messages = await messagesOf(conversation.owner, conversation.threadId);
    expect(messages.map((message) => [message.authorKind, message.channel, message.body])).toEqual([
      ['CONTACT', 'CHAT', 'Do you ship to Lyon?'],
      ['OPERATOR', 'CHAT', 'Yes! Which size do you need?'],
      ['CONTACT', 'EMAIL', expectedBody],
    ]);
    expect(messages[2].authorName).toBe(conversation.visitorEmail);
    expect(messages[2].attachments).toEqual([
      { fileName: 'address.pdf', contentType: 'application/pdf', byteSize: tinyPdf.length },
      { fileName: 'photo.png', contentType: 'image/png', byteSize: tinyPng.length },
    ]);
    expect(storedFiles(t.app).length).toBe(filesBefore + 2);
    const { node: thread } = await conversation.owner.data(`query($id: ID!) { node(id: $id) { ... on Thread { status preview } } }`, { id: conversation.threadId });
    expect(thread).toEqual({ status: 'OPEN', preview: 'Size M please, and here is my address. Thanks, Camille' });
  });

  it('stores a redelivered email (same Message-ID) once', async () => {
    const conversation = await emailedConversation(t, );
    const email = { from: conversation.visitorEmail, to: conversation.replyTo, messageId: `<${randomUUID()}@mail.example>`, text: 'Size L after all.', attachments: [{ filename: 'size-chart.pdf', content: tinyPdf }] };
    const filesBefore = storedFiles(t.app).length;
    const [first, second] = await Promise.all([deliver(t, email), deliver(t, email)]);
    const third = await deliver(t, email);
    // A redelivery is answered as delivered: refusing it would bounce to the visitor a reply the team did get.
    for (const sent of [first, second, third]) expect(sent.accepted).toEqual([conversation.replyTo]);
    expect(third.response).toMatch(/already received/i);
    const replies = (await messagesOf(conversation.owner, conversation.threadId)).filter((message) => message.channel === 'EMAIL');
    expect(replies.map((message) => message.body)).toEqual(['Size L after all.']);
    await t.app.services.background.idle();
    expect(storedFiles(t.app).length).toBe(filesBefore + 1);
  });

  it('refuses unknown and forged reply addresses before the content is sent, and logs them', async () => {
    const conversation = await emailedConversation(t, );
    const warn = jest.spyOn(t.app.services.logger, 'warn');
    try {
      const forged = conversation.replyTo.replace(/\+[0-9a-f]{4}/, '+0000');
      for (const to of [forged, `reply+not-a-token@${domain}`, `support@${domain}`, 'someone@elsewhere.example']) {
        await expect(deliver(t, { from: conversation.visitorEmail, to, text: 'Let me in' })).rejects.toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
      }
      expect(warn).toHaveBeenCalledWith('Refused inbound email to an unknown reply address', expect.objectContaining({ to: forged }));
    } finally {
      warn.mockRestore();
    }
    const messages = await messagesOf(conversation.owner, conversation.threadId);
    expect(messages.map((message) => message.body)).toEqual(['Do you ship to Lyon?', 'Yes! Which size do you need?']);
  });

  it('routes mail to the bare reply address by the Message-ID it quotes, only from the visitor’s own address', async () => {
    const conversation = await emailedConversation(t, );
    const bare = `reply@${domain}`;
    const sent = await deliver(t, { from: conversation.visitorEmail.toUpperCase(), to: bare, inReplyTo: conversation.messageId, references: `<older@mail.example> ${conversation.messageId}`, text: 'My mail program dropped the +tag.' });
    expect(sent.accepted).toEqual([bare]);
    // A forwarded copy carries the same Message-ID but comes from someone else.
    await expect(deliver(t, { from: 'forwarded-to@elsewhere.example', to: bare, references: conversation.messageId, text: 'Not the visitor' })).rejects.toMatchObject({ responseCode: 550 });
    await expect(deliver(t, { from: conversation.visitorEmail, to: bare, text: 'Quotes nothing' })).rejects.toMatchObject({ responseCode: 550 });
    const replies = (await messagesOf(conversation.owner, conversation.threadId)).filter((message) => message.channel === 'EMAIL');
    expect(replies.map((message) => message.body)).toEqual(['My mail program dropped the +tag.']);
  });

  it('keeps each organization’s replies to itself: a token leads only to its own thread, a quoted Message-ID only for its visitor', async () => {
    const north = await emailedConversation(t, 'Northwind');
    const south = await emailedConversation(t, 'Southwind');
    // South's visitor writes to North's reply address: the address decides, so it lands in North's thread as North's visitor.
    await deliver(t, { from: south.visitorEmail, to: north.replyTo, text: 'Written from elsewhere' });
    const northMessages = await messagesOf(north.owner, north.threadId);
    expect(northMessages.at(-1)).toMatchObject({ body: 'Written from elsewhere', authorName: north.visitorEmail, channel: 'EMAIL' });
    expect((await messagesOf(south.owner, south.threadId)).map((message) => message.body)).toEqual(['Do you ship to Lyon?', 'Yes! Which size do you need?']);
    // North's message is invisible to South's team.
    const { node } = await south.owner.data(`query($id: ID!) { node(id: $id) { id } }`, { id: northMessages.at(-1).id });
    expect(node).toBeNull();
    // South's visitor cannot reach North's thread by quoting its Message-ID.
    await expect(deliver(t, { from: south.visitorEmail, to: `reply@${domain}`, inReplyTo: north.messageId, text: 'Quoting the other one' })).rejects.toMatchObject({ responseCode: 550 });
  });

  it('refuses a reply with a file of a type we do not accept, or over the size limit, keeping nothing', async () => {
    const conversation = await emailedConversation(t, );
    const filesBefore = storedFiles(t.app).length;
    await expect(
      deliver(t, { from: conversation.visitorEmail, to: conversation.replyTo, text: 'See attached', attachments: [{ filename: 'ok.pdf', content: tinyPdf }, { filename: 'page.html', content: '<html><script>alert(1)</script></html>', contentType: 'text/html' }] }),
    ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining('page.html: This type of file is not allowed') });
    await expect(deliver(t, { from: conversation.visitorEmail, to: conversation.replyTo, text: 'Big', attachments: [{ filename: 'big.txt', content: 'x'.repeat(maxBytes) }] })).rejects.toMatchObject({
      responseCode: 552,
    });
    await expect(deliver(t, { from: conversation.visitorEmail, to: conversation.replyTo, text: '> only quoted text\n' })).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining('Write a message first') });
    expect(storedFiles(t.app).length).toBe(filesBefore);
    expect((await messagesOf(conversation.owner, conversation.threadId)).filter((message) => message.channel === 'EMAIL')).toEqual([]);
  });
});
