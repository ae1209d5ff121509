import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ownerWithOrganization } from '../../test-support/accounts';
import { createArticle, createCollection, enableHelpCenter } from '../../test-support/knowledge-base';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

const unanswered = `query($id: ID!) { node(id: $id) { ... on Organization { unansweredSearches { query locale count } } } }`;
const counts = `query($id: ID!) { node(id: $id) { ... on KnowledgeArticle { viewCount helpfulCount notHelpfulCount } } }`;

/** The path part of a help-center address, fetched from the running app as a browser without JavaScript would. */
async function page(address: string, init: RequestInit = {}) {
  const { pathname, search } = new URL(address, 'http://localhost');
  const response = await fetch(`${t.app.url()}${pathname}${search}`, { redirect: 'manual', ...init });
  return { status: response.status, type: response.headers.get('content-type'), location: response.headers.get('location'), html: await response.text() };
}

async function helpCenterWithArticles() {
  const owner = t.client();
  const { organizationId } = await ownerWithOrganization(owner, t.mail, 'Acme Shop');
  const billing = await createCollection(owner, organizationId, 'Billing');
  const refunds = await createArticle(owner, organizationId, { title: 'Refund policy', excerpt: 'Money back within 14 days.', body: '## Asking\n\nWrite to us for a **refund** within 14 days.', collectionId: billing.id });
  const invoices = await createArticle(owner, organizationId, { title: 'Invoices', body: 'Invoices are emailed every month.', collectionId: billing.id });
  const draft = await createArticle(owner, organizationId, { title: 'Secret pricing', body: 'Prices rise soon.', collectionId: billing.id }, { draft: true });
  return { owner, organizationId, refunds, invoices, draft };
}

describe('public help center', () => {
  it('is a 404 until an admin switches it on', async () => {
    const { owner, organizationId, refunds } = await helpCenterWithArticles();
    expect((await page(refunds.url)).status).toBe(404);
    const { helpCenterUrl } = await enableHelpCenter(owner, organizationId);
    expect((await page(helpCenterUrl)).status).toBe(200);
    expect((await page(refunds.url)).status).toBe(200);
  });

  it('serves collections, popular articles and articles as HTML with their meta tags, drafts and unknown slugs as 404s', async () => {
    const { owner, organizationId, refunds, draft } = await helpCenterWithArticles();
    const { helpCenterUrl } = await enableHelpCenter(owner, organizationId, 'Acme Support');
    const home = await page(helpCenterUrl);
    expect(home.type).toContain('text/html');
    expect(home.html).toContain('<title>Acme Support</title>');
    expect(home.html).toContain('Billing');
    expect(home.html).toContain('Refund policy');
    expect(home.html).not.toContain('Secret pricing');

    const article = await page(refunds.url);
    expect(article.html).toContain('<title>Refund policy · Acme Support</title>');
    expect(article.html).toContain('<meta name="description" content="Money back within 14 days.">');
    expect(article.html).toContain(`<link rel="canonical" href="${refunds.url}">`);
    expect(article.html).toContain('<meta property="og:title" content="Refund policy · Acme Support">');
    expect(article.html).toContain('<strong>refund</strong>');
    // Related articles from its collection, with the draft left out.
    expect(article.html).toContain('Invoices');
    expect(article.html).not.toContain('Secret pricing');
    // Nothing needs a script to read it.
    expect(article.html).not.toContain('<script');

    expect((await page(draft.url)).status).toBe(404);
    expect((await page(`${helpCenterUrl}/no-such-article`)).status).toBe(404);
    expect((await page('/help/no-such-organization')).status).toBe(404);
    expect((await page(`${helpCenterUrl}/%E0%A4%A`)).status).toBe(404);

    const sitemap = await page(`${helpCenterUrl}/sitemap.xml`);
    expect(sitemap.type).toContain('application/xml');
    expect(sitemap.html).toContain(`<loc>${refunds.url}</loc>`);
    expect(sitemap.html).not.toContain(draft.url);
  });

  it('counts views and helpful votes from a plain form', async () => {
    const { owner, organizationId, refunds } = await helpCenterWithArticles();
    await enableHelpCenter(owner, organizationId);
    await page(refunds.url);
    const voted = await page(`${refunds.url}/vote`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'helpful=yes' });
    expect(voted.status).toBe(303);
    expect(voted.location).toMatch(/\/refund-policy\?voted=1#helpful$/);
    expect((await page(voted.location!)).html).toContain('Thanks for letting us know.');
    await page(`${refunds.url}/vote`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'helpful=no' });
    expect((await owner.data(counts, { id: refunds.id })).node).toEqual({ viewCount: 2, helpfulCount: 1, notHelpfulCount: 1 });
  });

  it('searches published articles with highlighted snippets and records what it could not answer', async () => {
    const { owner, organizationId } = await helpCenterWithArticles();
    const { helpCenterUrl } = await enableHelpCenter(owner, organizationId);
    const found = await page(`${helpCenterUrl}/search?q=refunds`);
    expect(found.html).toContain('Refund policy');
    expect(found.html).toMatch(/<mark>refund<\/mark>/i);
    expect((await page(`${helpCenterUrl}/search?q=pricing`)).html).toContain('No articles match “pricing”');
    await page(`${helpCenterUrl}/search?q=Pricing`);
    const missed = await page(`${helpCenterUrl}/search?q=${encodeURIComponent('<script>alert("zzz")</script>')}`);
    expect(missed.html).not.toContain('<script>alert("zzz")</script>');
    expect((await owner.data(unanswered, { id: organizationId })).node.unansweredSearches).toEqual([
      { query: 'pricing', locale: 'en', count: 2 },
      { query: '<script>alert("zzz")</script>', locale: 'en', count: 1 },
    ]);
  });

  it('shows articles in their language, with links to the other languages', async () => {
    const { owner, organizationId, refunds } = await helpCenterWithArticles();
    const { helpCenterUrl } = await enableHelpCenter(owner, organizationId);
    const spanish = await createArticle(owner, organizationId, { title: 'Reembolsos', body: 'Escríbenos para pedir un reembolso.', locale: 'es', slug: 'refund-policy', translationOfId: refunds.id });
    expect(spanish.url).toMatch(/\/refund-policy\?lang=es$/);
    const article = await page(spanish.url);
    expect(article.html).toContain('<html lang="es">');
    expect(article.html).toContain('¿Te resultó útil?');
    expect(article.html).toContain(`<link rel="alternate" hreflang="en" href="${refunds.url}">`);
    expect((await page(refunds.url)).html).toContain('<html lang="en">');
    const home = await page(`${helpCenterUrl}?lang=es`);
    expect(home.html).toContain('Reembolsos');
    expect(home.html).not.toContain('Refund policy');
  });

  it('shows another organization nothing', async () => {
    const { owner, organizationId } = await helpCenterWithArticles();
    await enableHelpCenter(owner, organizationId);
    const other = t.client();
    const elsewhere = await ownerWithOrganization(other, t.mail, 'Elsewhere');
    const { helpCenterUrl } = await enableHelpCenter(other, elsewhere.organizationId);
    expect((await page(`${helpCenterUrl}/refund-policy`)).status).toBe(404);
    expect((await page(`${helpCenterUrl}/search?q=refund`)).html).not.toContain('Refund policy');
  });
});
