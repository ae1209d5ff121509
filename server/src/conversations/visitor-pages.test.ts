import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { startVisitor, widgetOf } from '../../test-support/conversations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const startSession = `mutation($input: StartVisitorSessionInput!) {
  startVisitorSession(input: $input) { __typename ... on ValidationError { fieldErrors { field message } } }
}`;
const updatePage = `mutation($input: UpdateVisitorPageInput!) {
  updateVisitorPage(input: $input) { __typename ... on ValidationError { fieldErrors { field message } } }
}`;

const notWebAddresses = ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '/relative/page'];

async function widgetWithOwner() {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail);
  return widgetOf(owner, organizationId);
}

describe('the pages a visitor reports', () => {
  it.each(notWebAddresses)('refuses %j as the page or the referrer of a new session, storing nothing (install check included)', async (address) => {
    const widget = await widgetWithOwner();
    const contacts = () => t.database.prisma.contact.count({ where: { widgetId: databaseId(widget.id) } });
    for (const [field, page] of [
      ['url', { url: address, origin: 'https://shop.example.com' }],
      ['referrer', { url: 'https://shop.example.com/', referrer: address }],
    ] as const) {
      const { startVisitorSession } = await t.client().data(startSession, { input: { clientId: widget.clientId, ...page } });
      expect(startVisitorSession).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field, message: expect.stringMatching(/https?:\/\//) }] });
    }
    expect(await contacts()).toBe(0);
    const { lastSeenUrl, lastSeenAt } = await t.database.prisma.widget.findUniqueOrThrow({ where: { id: databaseId(widget.id) } });
    expect({ lastSeenUrl, lastSeenAt }).toEqual({ lastSeenUrl: null, lastSeenAt: null });
  });

  it('refuses them when the visitor moves to another page, keeping the page it had', async () => {
    const widget = await widgetWithOwner();
    const visitor = await startVisitor(t, widget.clientId, { url: 'https://shop.example.com/cart', referrer: 'https://search.example/' });
    for (const address of notWebAddresses) {
      const asPage = await visitor.client.data(updatePage, { input: { url: address } });
      expect(asPage.updateVisitorPage).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'url', message: expect.any(String) }] });
      const asReferrer = await visitor.client.data(updatePage, { input: { url: 'https://shop.example.com/', referrer: address } });
      expect(asReferrer.updateVisitorPage.fieldErrors).toEqual([{ field: 'referrer', message: expect.any(String) }]);
    }
    const contact = await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(visitor.id) } });
    expect({ currentUrl: contact.currentUrl, referrer: contact.referrer }).toEqual({ currentUrl: 'https://shop.example.com/cart', referrer: 'https://search.example/' });

    const moved = await visitor.client.data(updatePage, { input: { url: 'http://shop.example.com/checkout' } });
    expect(moved.updateVisitorPage.__typename).toBe('UpdateVisitorPagePayload');
  });
});
