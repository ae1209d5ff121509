import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { ownerWithOrganization } from '../../test-support/accounts';
import { storedFiles, tinyPdf, tinyPng, uploaded } from '../../test-support/attachments';
import { sendVisitorMessage, startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { removeUnsentAttachments, unsentAttachmentLifetimeMs } from './remove-unsent';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const sendWithFiles = `mutation($input: SendVisitorMessageInput!) {
  sendVisitorMessage(input: $input) {
    __typename
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

async function visitorInConversation() {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, organizationId);
  const visitor = await startVisitor(t, widget.clientId);
  const clientThreadId = randomUUID();
  await sendVisitorMessage(visitor, 'Hello', clientThreadId);
  return { visitor, clientThreadId };
}

const rowOf = (globalId: string) => t.database.prisma.attachment.findUnique({ where: { id: decodeGlobalID(globalId).id } });

/** Stored bytes of an attachment, by its key. */
const hasBytes = async (globalId: string) => storedFiles(t.app).includes((await t.database.prisma.attachment.findUniqueOrThrow({ where: { id: decodeGlobalID(globalId).id } })).storageKey);

describe('removing uploads that were never sent', () => {
  it('removes the row and the stored file of an upload older than a day that no message took, and nothing else', async () => {
    const { visitor, clientThreadId } = await visitorInConversation();
    const credentials = { visitorToken: visitor.token };
    const forgotten = await uploaded(t.app, credentials, { name: 'forgotten.png', type: 'image/png', content: tinyPng });
    const sent = await uploaded(t.app, credentials, { name: 'sent.pdf', type: 'application/pdf', content: tinyPdf });
    const recent = await uploaded(t.app, credentials, { name: 'recent.pdf', type: 'application/pdf', content: tinyPdf });
    const { sendVisitorMessage } = await visitor.client.data(sendWithFiles, { input: { clientThreadId, clientMessageId: randomUUID(), body: '', attachmentIds: [sent] } });
    expect(sendVisitorMessage.__typename).toBe('SendVisitorMessagePayload');
    const forgottenKey = (await rowOf(forgotten))!.storageKey;
    expect(storedFiles(t.app)).toContain(forgottenKey);

    const now = new Date();
    const dayAndMinuteAgo = new Date(now.getTime() - unsentAttachmentLifetimeMs - 60_000);
    await t.database.prisma.attachment.updateMany({ where: { id: { in: [forgotten, sent].map((id) => decodeGlobalID(id).id) } }, data: { createdAt: dayAndMinuteAgo } });
    await t.database.prisma.attachment.update({ where: { id: decodeGlobalID(recent).id }, data: { createdAt: new Date(now.getTime() - unsentAttachmentLifetimeMs + 60_000) } });

    expect(await removeUnsentAttachments(t.app.services, now)).toBe(1);
    expect(await rowOf(forgotten)).toBeNull();
    expect(storedFiles(t.app)).not.toContain(forgottenKey);
    expect(await hasBytes(sent)).toBe(true);
    expect(await hasBytes(recent)).toBe(true);

    // The visitor who comes back to send it is told to upload it again; nothing is sent.
    const late = await visitor.client.data(sendWithFiles, { input: { clientThreadId, clientMessageId: randomUUID(), body: 'here it is', attachmentIds: [forgotten] } });
    expect(late.sendVisitorMessage).toEqual({ __typename: 'ValidationError', fieldErrors: [expect.objectContaining({ field: 'attachmentIds' })] });
    expect(await removeUnsentAttachments(t.app.services, now)).toBe(0);
  });

  it('removes each file once when several instances sweep at the same time', async () => {
    const { visitor } = await visitorInConversation();
    const credentials = { visitorToken: visitor.token };
    const ids = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) ids.push(await uploaded(t.app, credentials, { name, type: 'application/pdf', content: tinyPdf }));
    const keys = await Promise.all(ids.map(async (id) => (await rowOf(id))!.storageKey));
    const later = new Date(Date.now() + unsentAttachmentLifetimeMs + 60_000);
    const unsent = await t.database.prisma.attachment.count({ where: { messageId: null } });
    const removedBySweeps = await Promise.all([removeUnsentAttachments(t.app.services, later), removeUnsentAttachments(t.app.services, later)]);
    expect(removedBySweeps[0] + removedBySweeps[1]).toBe(unsent);
    for (const id of ids) expect(await rowOf(id)).toBeNull();
    for (const key of keys) expect(storedFiles(t.app)).not.toContain(key);
  });
});
