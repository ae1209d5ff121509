import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ownerWithOrganization, teammateOf } from '../../test-support/accounts';
import { createArticle, createArticleMutation, createCollection, createCollectionMutation, setArticleStatusMutation, updateHelpCenterMutation } from '../../test-support/knowledge-base';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const articles = `query($id: ID!, $status: ArticleStatus, $collectionId: ID, $locale: String, $search: String) {
  node(id: $id) { ... on Organization { knowledgeArticles(status: $status, collectionId: $collectionId, locale: $locale, search: $search) { title status locale } } }
}`;
const collections = `query($id: ID!) { node(id: $id) { ... on Organization { knowledgeCollections { name position articles { title position } } } } }`;
const search = `query($id: ID!, $query: String!, $locale: String, $includeUnpublished: Boolean) {
  node(id: $id) { ... on Organization { searchKnowledgeArticles(query: $query, locale: $locale, includeUnpublished: $includeUnpublished) { article { title } snippet { text highlighted } } } }
}`;
const updateArticle = `mutation($input: UpdateKnowledgeArticleInput!) {
  updateKnowledgeArticle(input: $input) {
    __typename
    ... on UpdateKnowledgeArticlePayload { article { title slug bodyHtml collection { name } } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;
const moveArticle = `mutation($input: MoveKnowledgeArticleInput!) { moveKnowledgeArticle(input: $input) { __typename ... on Error { message } } }`;
const moveCollection = `mutation($input: MoveKnowledgeCollectionInput!) { moveKnowledgeCollection(input: $input) { __typename ... on Error { message } } }`;
const deleteArticle = `mutation($id: ID!) { deleteKnowledgeArticle(input: { articleId: $id }) { __typename ... on Error { message } } }`;
const deleteCollection = `mutation($id: ID!) { deleteKnowledgeCollection(input: { collectionId: $id }) { __typename ... on Error { message } } }`;
const translations = `query($id: ID!) { node(id: $id) { ... on KnowledgeArticle { locale translations { locale title } } } }`;

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('knowledge base', () => {
  it('keeps collections and articles in order, filters them, and reorders them', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const billing = await createCollection(owner, organizationId, 'Billing');
    const start = await createCollection(owner, organizationId, 'Getting started');
    const refunds = await createArticle(owner, organizationId, { title: 'Refunds', body: 'We refund within 14 days.', collectionId: billing.id });
    await createArticle(owner, organizationId, { title: 'Invoices', body: 'Invoices are emailed monthly.', collectionId: billing.id }, { draft: true });
    await createArticle(owner, organizationId, { title: 'Installing', body: 'Paste the snippet.', collectionId: start.id, locale: 'es' });

    expect(refunds).toMatchObject({ slug: 'refunds', url: expect.stringMatching(/\/help\/acme[\w-]*\/refunds$/) });
    expect(titles((await owner.data(articles, { id: organizationId, status: 'DRAFT' })).node.knowledgeArticles)).toEqual(['Invoices']);
    expect(titles((await owner.data(articles, { id: organizationId, collectionId: start.id })).node.knowledgeArticles)).toEqual(['Installing']);
    expect(titles((await owner.data(articles, { id: organizationId, locale: 'es' })).node.knowledgeArticles)).toEqual(['Installing']);
    expect(titles((await owner.data(articles, { id: organizationId, search: 'invo' })).node.knowledgeArticles)).toEqual(['Invoices']);

    expect((await owner.data(moveArticle, { input: { articleId: refunds.id, position: 5 } })).moveKnowledgeArticle.__typename).toBe('MoveKnowledgeArticlePayload');
    expect((await owner.data(moveCollection, { input: { collectionId: start.id, position: 0 } })).moveKnowledgeCollection.__typename).toBe('MoveKnowledgeCollectionPayload');
    expect((await owner.data(collections, { id: organizationId })).node.knowledgeCollections).toEqual([
      { name: 'Getting started', position: 0, articles: [{ title: 'Installing', position: 0 }] },
      { name: 'Billing', position: 1, articles: [{ title: 'Invoices', position: 0 }, { title: 'Refunds', position: 1 }] },
    ]);

    // Deleting a collection keeps its articles, outside any collection.
    await owner.data(deleteCollection, { id: billing.id });
    expect(titles((await owner.data(articles, { id: organizationId })).node.knowledgeArticles).sort()).toEqual(['Installing', 'Invoices', 'Refunds']);
    await owner.data(deleteArticle, { id: refunds.id });
    expect(titles((await owner.data(articles, { id: organizationId })).node.knowledgeArticles).sort()).toEqual(['Installing', 'Invoices']);
  });

  it('publishes, unpublishes and links translations', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const english = await createArticle(owner, organizationId, { title: 'Shipping', body: 'We ship worldwide.' }, { draft: true });
    const published = await owner.data(setArticleStatusMutation, { input: { articleId: english.id, status: 'PUBLISHED' } });
    expect(published.setKnowledgeArticleStatus.article).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
    const unpublished = await owner.data(setArticleStatusMutation, { input: { articleId: english.id, status: 'DRAFT' } });
    expect(unpublished.setKnowledgeArticleStatus.article.status).toBe('DRAFT');

    await createArticle(owner, organizationId, { title: 'Envíos', body: 'Enviamos a todo el mundo.', locale: 'es', translationOfId: english.id });
    expect((await owner.data(translations, { id: english.id })).node).toEqual({ locale: 'en', translations: [{ locale: 'es', title: 'Envíos' }] });
    const again = await owner.data(createArticleMutation, { input: { organizationId, title: 'Otra', body: 'x', locale: 'es', translationOfId: english.id } });
    expect(again.createKnowledgeArticle.fieldErrors).toEqual([{ field: 'locale', message: 'This article already has a translation in that language.' }]);
  });

  it('refuses bad input with typed errors, changing nothing', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const first = await createArticle(owner, organizationId, { title: 'Refunds', body: 'Body' });
    const blank = await owner.data(createArticleMutation, { input: { organizationId, title: ' ', body: ' ' } });
    expect(blank.createKnowledgeArticle.fieldErrors.map((error: { field: string }) => error.field).sort()).toEqual(['body', 'title']);
    const badSlug = await owner.data(createArticleMutation, { input: { organizationId, title: 'X', body: 'Y', slug: 'no spaces!' } });
    expect(badSlug.createKnowledgeArticle.fieldErrors).toEqual([{ field: 'slug', message: 'Use lower-case letters and digits joined by single dashes.' }]);
    const reserved = await owner.data(createArticleMutation, { input: { organizationId, title: 'X', body: 'Y', slug: 'search' } });
    expect(reserved.createKnowledgeArticle.fieldErrors[0].field).toBe('slug');
    const duplicate = await owner.data(createArticleMutation, { input: { organizationId, title: 'Refunds', body: 'Again' } });
    expect(duplicate.createKnowledgeArticle.fieldErrors).toEqual([{ field: 'slug', message: 'Another article in this language already uses this address.' }]);
    const language = await owner.data(createArticleMutation, { input: { organizationId, title: 'X', body: 'Y', locale: 'xx' } });
    expect(language.createKnowledgeArticle.fieldErrors).toEqual([{ field: 'locale', message: 'Choose a supported language.' }]);
    const icon = await owner.data(createCollectionMutation, { input: { organizationId, name: 'X', icon: 'skull' } });
    expect(icon.createKnowledgeCollection.fieldErrors).toEqual([{ field: 'icon', message: 'Choose one of the icons offered.' }]);
    // The same slug in another language is a different address.
    expect((await owner.data(createArticleMutation, { input: { organizationId, title: 'Refunds', body: 'Reembolsos', locale: 'es' } })).createKnowledgeArticle.__typename).toBe('CreateKnowledgeArticlePayload');
    expect(titles((await owner.data(articles, { id: organizationId, locale: 'en' })).node.knowledgeArticles)).toEqual(['Refunds']);
    expect(first.slug).toBe('refunds');
  });

  it('renders markdown without running anything an author typed', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const article = await createArticle(owner, organizationId, { title: 'Safe', body: 'Hi' }, { draft: true });
    const body = '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) and [docs](https://example.com)';
    const { updateKnowledgeArticle } = await owner.data(updateArticle, { input: { articleId: article.id, title: 'Safe', body } });
    const html = updateKnowledgeArticle.article.bodyHtml as string;
    expect(html).not.toMatch(/<script|<img|javascript:|onerror=alert\(2\)>/);
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">docs</a>');
  });

  it('finds articles by meaning of their words, ranked, drafts only for the dashboard', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    await createArticle(owner, organizationId, { title: 'Refund policy', body: 'You can ask for a refund within 14 days of purchase.', excerpt: 'Money back' });
    await createArticle(owner, organizationId, { title: 'Changing your plan', body: 'Upgrades are prorated; downgrades and refunds apply at renewal.' });
    await createArticle(owner, organizationId, { title: 'Secret roadmap', body: 'Refunds v2 ships next year.' }, { draft: true });
    await createArticle(owner, organizationId, { title: 'Reembolsos', body: 'Puedes pedir un reembolso en 14 días.', locale: 'es' });

    const found = (await owner.data(search, { id: organizationId, query: 'refunded', locale: 'en' })).node.searchKnowledgeArticles;
    // Stemming: "refunded" matches "refund" and "refunds"; the title match ranks first.
    expect(titles(found.map((match: { article: { title: string } }) => match.article))).toEqual(['Refund policy', 'Changing your plan']);
    expect(found[0].snippet.filter((part: { highlighted: boolean }) => part.highlighted).map((part: { text: string }) => part.text.toLowerCase())).toContain('refund');
    // As-you-type: a word's beginning is enough.
    const typing = (await owner.data(search, { id: organizationId, query: 'chang pla' })).node.searchKnowledgeArticles;
    expect(typing.map((match: { article: { title: string } }) => match.article.title)).toEqual(['Changing your plan']);
    const withDrafts = (await owner.data(search, { id: organizationId, query: 'roadmap', includeUnpublished: true })).node.searchKnowledgeArticles;
    expect(withDrafts.map((match: { article: { title: string } }) => match.article.title)).toEqual(['Secret roadmap']);
    expect((await owner.data(search, { id: organizationId, query: 'roadmap' })).node.searchKnowledgeArticles).toEqual([]);
    // Spanish stemming for Spanish articles; operators and tsquery syntax in the query are only words.
    const spanish = (await owner.data(search, { id: organizationId, query: 'reembolso', locale: 'es' })).node.searchKnowledgeArticles;
    expect(spanish.map((match: { article: { title: string } }) => match.article.title)).toEqual(['Reembolsos']);
    expect((await owner.data(search, { id: organizationId, query: "refund:* & !' | (" })).node.searchKnowledgeArticles.length).toBeGreaterThan(0);
    expect((await owner.data(search, { id: organizationId, query: '&|!' })).node.searchKnowledgeArticles).toEqual([]);
  });

  it('is read by agents but written by admins only', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const collection = await createCollection(owner, organizationId, 'Billing');
    const article = await createArticle(owner, organizationId, { title: 'Refunds', body: 'Within 14 days.', collectionId: collection.id });
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');
    expect(titles((await agent.client.data(articles, { id: organizationId })).node.knowledgeArticles)).toEqual(['Refunds']);
    expect((await agent.client.data(createArticleMutation, { input: { organizationId, title: 'Mine', body: 'Mine' } })).createKnowledgeArticle.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(updateArticle, { input: { articleId: article.id, title: 'x', body: 'x' } })).updateKnowledgeArticle.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(setArticleStatusMutation, { input: { articleId: article.id, status: 'DRAFT' } })).setKnowledgeArticleStatus.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(deleteCollection, { id: collection.id })).deleteKnowledgeCollection.__typename).toBe('NotAuthorizedError');
    expect((await agent.client.data(updateHelpCenterMutation, { input: { organizationId, enabled: true } })).updateHelpCenter.__typename).toBe('NotAuthorizedError');
    expect((await owner.data(articles, { id: organizationId })).node.knowledgeArticles).toEqual([{ title: 'Refunds', status: 'PUBLISHED', locale: 'en' }]);
  });

  it('stays inside its organization', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const collection = await createCollection(owner, organizationId, 'Billing');
    const article = await createArticle(owner, organizationId, { title: 'Refunds', body: 'Refunds within 14 days.', collectionId: collection.id });
    const mallory = t.client();
    const elsewhere = await ownerWithOrganization(mallory, t.mail, 'Elsewhere');
    for (const id of [article.id, collection.id]) expect((await mallory.request(`query($id: ID!) { node(id: $id) { id } }`, { id })).data?.node).toBeNull();
    expect((await mallory.request(articles, { id: organizationId })).data?.node).toBeNull();
    expect((await mallory.data(search, { id: elsewhere.organizationId, query: 'refunds' })).node.searchKnowledgeArticles).toEqual([]);
    expect((await mallory.data(updateArticle, { input: { articleId: article.id, title: 'x', body: 'x' } })).updateKnowledgeArticle.__typename).toBe('NotAuthorizedError');
    expect((await mallory.data(deleteArticle, { id: article.id })).deleteKnowledgeArticle.__typename).toBe('NotAuthorizedError');
    expect((await mallory.data(moveCollection, { input: { collectionId: collection.id, position: 0 } })).moveKnowledgeCollection.__typename).toBe('NotAuthorizedError');
    // Nor can another organization's collection or article be borrowed by id.
    const borrowed = await mallory.data(createArticleMutation, { input: { organizationId: elsewhere.organizationId, title: 'Mine', body: 'Mine', collectionId: collection.id } });
    expect(borrowed.createKnowledgeArticle.fieldErrors).toEqual([{ field: 'collectionId', message: 'Choose one of your collections.' }]);
    const translated = await mallory.data(createArticleMutation, { input: { organizationId: elsewhere.organizationId, title: 'Mine', body: 'Mine', locale: 'es', translationOfId: article.id } });
    expect(translated.createKnowledgeArticle.fieldErrors[0].field).toBe('translationOfId');
    expect((await mallory.data(articles, { id: elsewhere.organizationId })).node.knowledgeArticles).toEqual([]);
    expect((await owner.data(articles, { id: organizationId })).node.knowledgeArticles).toEqual([{ title: 'Refunds', status: 'PUBLISHED', locale: 'en' }]);
  });
});
