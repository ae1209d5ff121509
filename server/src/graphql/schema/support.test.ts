import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { databaseId, uniqueEmail } from '../../../test-support/accounts';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { siteOrganizationSlug } from '../../site/site-organization';

// Starting the app runs the migrations, which can take a while on a busy machine.
jest.setTimeout(60_000);

const submitMutation = `mutation Submit($input: SubmitSupportRequestInput!) {
  submitSupportRequest(input: $input) {
    __typename
    ... on SubmitSupportRequestPayload { threadId }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field message } }
  }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rowCounts() {
  const { prisma } = t.database;
  const [contacts, threads, messages] = await Promise.all([prisma.contact.count(), prisma.thread.count(), prisma.message.count()]);
  return { contacts, threads, messages };
}

describe('the support form', () => {
  it('opens a thread with the first message in the site organization, from a new contact', async () => {
    const email = uniqueEmail('customer');
    const { submitSupportRequest } = await t.client().data(submitMutation, {
      input: { name: '  Grace Hopper ', email: email.toUpperCase(), message: `Can I import my conversations from another tool? ${'More details. '.repeat(20)}` },
    });
    expect(submitSupportRequest.__typename).toBe('SubmitSupportRequestPayload');

    const thread = await t.database.prisma.thread.findUniqueOrThrow({
      where: { id: databaseId(submitSupportRequest.threadId) },
      include: { organization: true, widget: true, contact: true, messages: true },
    });
    expect(thread.organization.slug).toBe(siteOrganizationSlug);
    expect(thread.widget.clientId).toBe('parley-demo');
    expect(thread).toMatchObject({ status: 'OPEN', lastSeq: 1, preview: expect.stringMatching(/^Can I import my conversations/) });
    expect(thread.preview).toHaveLength(140);
    expect(thread.contact).toMatchObject({ organizationId: thread.organizationId, name: 'Grace Hopper', email, number: 1 });
    expect(thread.messages).toEqual([
      expect.objectContaining({
        organizationId: thread.organizationId,
        authorKind: 'CONTACT',
        authorContactId: thread.contactId,
        kind: 'MESSAGE',
        seq: 1,
        body: expect.stringMatching(/^Can I import my conversations from another tool\? More details\./),
        clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
  });

  it('files a second request from the same address under the same contact, and a new address under the next number', async () => {
    const email = uniqueEmail('returning');
    const client = t.client();
    const first = await client.data(submitMutation, { input: { name: 'Alan Turing', email, message: 'First question.' } });
    const second = await client.data(submitMutation, { input: { name: 'Alan T.', email, message: 'Second question.' } });
    const other = await t.client().data(submitMutation, { input: { name: 'Katherine Johnson', email: uniqueEmail('other'), message: 'Hello!' } });

    const threads = await t.database.prisma.thread.findMany({
      where: { id: { in: [first, second, other].map((result) => databaseId(result.submitSupportRequest.threadId)) } },
      include: { contact: true },
    });
    const byContact = new Map(threads.map((thread) => [thread.contact.email, thread.contact]));
    expect(new Set(threads.filter((thread) => thread.contact.email === email).map((thread) => thread.contactId)).size).toBe(1);
    expect(byContact.get(email)).toMatchObject({ name: 'Alan Turing' });
    expect([...byContact.values()].map((contact) => contact.number).sort()).toEqual([2, 3]);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = await rowCounts();
    const { submitSupportRequest } = await t.client().data(submitMutation, { input: { name: ' ', email: 'not-an-address', message: '   ' } });
    expect(submitSupportRequest.__typename).toBe('ValidationError');
    expect(submitSupportRequest.fieldErrors).toEqual([
      { field: 'name', message: 'Enter a name.' },
      { field: 'email', message: 'Enter a valid email address.' },
      { field: 'message', message: 'Write your message.' },
    ]);
    const tooLong = await t.client().data(submitMutation, { input: { name: 'Ada', email: uniqueEmail(), message: 'x'.repeat(5001) } });
    expect(tooLong.submitSupportRequest.fieldErrors).toEqual([{ field: 'message', message: 'Keep your message under 5,000 characters.' }]);
    expect(await rowCounts()).toEqual(before);
  });

  it('stops one sender after five requests an hour', async () => {
    const client = t.client();
    for (let index = 1; index <= 5; index += 1) {
      const { submitSupportRequest } = await client.data(submitMutation, { input: { name: 'Eager', email: uniqueEmail('eager'), message: `Request ${index}` } });
      expect(submitSupportRequest.__typename).toBe('SubmitSupportRequestPayload');
    }
    const before = await rowCounts();
    const { submitSupportRequest } = await client.data(submitMutation, { input: { name: 'Eager', email: uniqueEmail('eager'), message: 'One more' } });
    expect(submitSupportRequest).toEqual({ __typename: 'RateLimitedError', message: expect.stringMatching(/Too many attempts/) });
    expect(await rowCounts()).toEqual(before);
  });

  it('numbers contacts without gaps or clashes when requests arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, index) => t.client().data(submitMutation, { input: { name: `Burst ${index}`, email: uniqueEmail('burst'), message: 'At once' } })),
    );
    expect(results.map((result) => result.submitSupportRequest.__typename)).toEqual(Array(4).fill('SubmitSupportRequestPayload'));
    const numbers = (await t.database.prisma.contact.findMany({ select: { number: true } })).map((contact) => contact.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});
