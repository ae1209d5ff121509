import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { startVisitor, widgetOf } from '../../test-support/conversations';
import { createArticle, enableHelpCenter } from '../../test-support/knowledge-base';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const helpArticles = `query($query: String, $locale: String, $record: Boolean) {
  visitor { helpArticles(query: $query, locale: $locale, record: $record) { id slug title bodyHtml snippet { text highlighted } } }
}`;
const open = `mutation($slug: String!, $locale: String) {
  openHelpArticle(input: { slug: $slug, locale: $locale }) { __typename ... on OpenHelpArticlePayload { article { id title locale bodyHtml } } ... on Error { message } }
}`;
const vote = `mutation($id: ID!, $helpful: Boolean!) { voteHelpArticle(input: { articleId: $id, helpful: $helpful }) { __typename ... on Error { message } } }`;
const stats = `query($id: ID!) { node(id: $id) { ... on KnowledgeArticle { viewCount helpfulCount notHelpfulCount } } }`;
const unanswered = `query($id: ID!) { node(id: $id) { ... on Organization { unansweredSearches { query count } } } }`;

async function organizationWithVisitor(name = 'Acme', { helpCenter = true } = {}) {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail, name);
  if (helpCenter) await enableHelpCenter(owner, organizationId);
  const { clientId } = await widgetOf(owner, organizationId);
  const visitor = await startVisitor(t, clientId);
  return { owner, organizationId, visitor };
}

describe('help articles in the widget', () => {
  it('suggests published articles as the visitor types, opens them, counts views and votes', async () => {
    const { owner, organizationId, visitor } = await organizationWithVisitor();
    const refunds = await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Ask for a **refund** within 14 days.' });
    await createArticle(owner, organizationId, { title: 'Refunds roadmap', body: 'Draft only.' }, { draft: true });
    const typed = (await visitor.client.data(helpArticles, { query: 'how do I get a refu' })).visitor.helpArticles;
    expect(typed.map((article: { title: string }) => article.title)).toEqual(['Refund policy']);
    expect(typed[0].snippet.some((part: { highlighted: boolean }) => part.highlighted)).toBe(true);
    expect((await visitor.client.data(helpArticles, {})).visitor.helpArticles.map((article: { title: string }) => article.title)).toEqual(['Refund policy']);

    const opened = await visitor.client.data(open, { slug: 'refund-policy', locale: 'fr' });
    expect(opened.openHelpArticle.article).toMatchObject({ title: 'Refund policy', locale: 'en', bodyHtml: expect.stringContaining('<strong>refund</strong>') });
    expect((await visitor.client.data(vote, { id: opened.openHelpArticle.article.id, helpful: true })).voteHelpArticle.__typename).toBe('VoteHelpArticlePayload');
    expect((await owner.data(stats, { id: refunds.id })).node).toEqual({ viewCount: 1, helpfulCount: 1, notHelpfulCount: 0 });

    expect((await visitor.client.data(open, { slug: 'refunds-roadmap' })).openHelpArticle).toEqual({ __typename: 'NotFoundError', message: 'This article is not available.' });
  });

  it('tells the widget to offer articles only while the help center is on and has a published one', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail, 'Helpful');
    const { clientId } = await widgetOf(owner, organizationId);
    const offered = async () => (await t.client().data(`query($clientId: String!) { publicWidget(clientId: $clientId) { helpCenter } }`, { clientId })).publicWidget.helpCenter;
    await createArticle(owner, organizationId, { title: 'Draft answer', body: 'Not yet.' }, { draft: true });
    await enableHelpCenter(owner, organizationId);
    expect(await offered()).toBe(false);
    await createArticle(owner, organizationId, { title: 'Published answer', body: 'Here it is.' });
    expect(await offered()).toBe(true);
    await owner.data(`mutation($input: UpdateHelpCenterInput!) { updateHelpCenter(input: $input) { __typename } }`, { input: { organizationId, enabled: false } });
    expect(await offered()).toBe(false);
  });

  it('shows, opens and counts nothing while the help center is off, and again once it is on', async () => {
    const { owner, organizationId, visitor } = await organizationWithVisitor('Quiet', { helpCenter: false });
    const refunds = await createArticle(owner, organizationId, { title: 'Refund policy', body: 'Refunds within 14 days.' });
    expect((await visitor.client.data(helpArticles, { query: 'refund', record: true })).visitor.helpArticles).toEqual([]);
    expect((await visitor.client.data(helpArticles, {})).visitor.helpArticles).toEqual([]);
    expect((await visitor.client.data(open, { slug: 'refund-policy' })).openHelpArticle).toEqual({ __typename: 'NotFoundError', message: 'This article is not available.' });
    expect((await visitor.client.data(vote, { id: databaseId(refunds.id), helpful: true })).voteHelpArticle.__typename).toBe('NotFoundError');
    expect((await owner.data(stats, { id: refunds.id })).node).toEqual({ viewCount: 0, helpfulCount: 0, notHelpfulCount: 0 });
    expect((await owner.data(unanswered, { id: organizationId })).node.unansweredSearches).toEqual([]);

    await enableHelpCenter(owner, organizationId);
    expect((await visitor.client.data(helpArticles, { query: 'refund' })).visitor.helpArticles.map((article: { title: string }) => article.title)).toEqual(['Refund policy']);
    expect((await visitor.client.data(open, { slug: 'refund-policy' })).openHelpArticle.article.title).toBe('Refund policy');
  });

  it('records submitted searches that found nothing, not keystrokes', async () => {
    const { owner, organizationId, visitor } = await organizationWithVisitor();
    await visitor.client.data(helpArticles, { query: 'cancel my acc' });
    await visitor.client.data(helpArticles, { query: 'cancel my account', record: true });
    expect((await owner.data(unanswered, { id: organizationId })).node.unansweredSearches).toEqual([{ query: 'cancel my account', count: 1 }]);
    const refused = await visitor.client.request(helpArticles, { query: 'x', locale: 'klingon' });
    expect(refused.errors?.[0].message).toBe('Choose a supported language.');
  });

  it('never shows another organization’s articles, and needs a visitor', async () => {
    const acme = await organizationWithVisitor('Acme');
    const refunds = await createArticle(acme.owner, acme.organizationId, { title: 'Refund policy', body: 'Refunds within 14 days.' });
    const other = await organizationWithVisitor('Elsewhere');
    expect((await other.visitor.client.data(helpArticles, { query: 'refund' })).visitor.helpArticles).toEqual([]);
    expect((await other.visitor.client.data(open, { slug: 'refund-policy' })).openHelpArticle.__typename).toBe('NotFoundError');
    const { node } = await acme.owner.data(`query($id: ID!) { node(id: $id) { ... on KnowledgeArticle { id } } }`, { id: refunds.id });
    const rawId = (await acme.visitor.client.data(open, { slug: 'refund-policy' })).openHelpArticle.article.id;
    expect(node.id).toBe(refunds.id);
    expect((await other.visitor.client.data(vote, { id: rawId, helpful: true })).voteHelpArticle.__typename).toBe('NotFoundError');
    expect((await t.client().data(vote, { id: rawId, helpful: true })).voteHelpArticle.__typename).toBe('NotAuthorizedError');
    expect((await acme.owner.data(stats, { id: refunds.id })).node.helpfulCount).toBe(0);
  });
});
