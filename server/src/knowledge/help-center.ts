import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, renderMarkdown } from '../../../client/prerender/markdown';
import type { KnowledgeArticle, Organization } from '../generated/prisma/client';
import type { Services } from '../services';
import { articleListHtml, helpCenterPage, snippetHtml, type HelpCenterFrame } from './help-center-pages';
import { helpCenterText } from './help-center-text';
import { helpCenterUrl } from './help-center-urls';
import { recordSearchMiss, searchArticles } from './search';
import { articleLocales, type ArticleLocale } from './search-language';

/** /help/:organizationSlug, its search, sitemap, articles and their "Was this helpful?" votes. */
export const helpCenterPattern = /^\/help\/([^/]+)(?:\/([^/]+))?(?:\/(vote))?\/?$/;

const maxVoteBytes = 1_000;

/** A path segment as typed; a malformed escape simply matches nothing. */
function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Links between help-center pages stay on whichever host served them; canonical and sitemap addresses are absolute. */
function local(address: string): string {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache' });
  response.end(body);
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > maxVoteBytes) request.destroy();
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

/**
 * The public help center, rendered on the server as plain HTML (no client bundle): readable without JavaScript,
 * indexable, and fast. Drafts, archived articles, unknown slugs and switched-off help centers are real 404s.
 */
export function createHelpCenterHandler(services: Services, reportUnexpected: (error: unknown) => void) {
  const { prisma } = services.db;
  const { config } = services;

  const localeFrom = (url: URL): ArticleLocale => {
    const wanted = url.searchParams.get('lang');
    return articleLocales.includes(wanted as ArticleLocale) ? (wanted as ArticleLocale) : 'en';
  };
  const withLang = (address: string, locale: ArticleLocale) => (locale === 'en' ? address : `${address}?lang=${locale}`);

  async function frameFor(organization: Organization, locale: ArticleLocale, query?: string): Promise<HelpCenterFrame> {
    const [widget, languages] = await Promise.all([
      prisma.widget.findFirst({ where: { organizationId: organization.id }, orderBy: { createdAt: 'asc' }, select: { color: true } }),
      prisma.knowledgeArticle.findMany({ where: { organizationId: organization.id, status: 'PUBLISHED' }, distinct: ['locale'], select: { locale: true } }),
    ]);
    const home = helpCenterUrl(config, organization.slug);
    const published = new Set(languages.map((row) => row.locale));
    return {
      title: organization.helpCenterTitle || `${organization.name} ${helpCenterText(locale)('home')}`,
      organizationName: organization.name,
      locale,
      locales: articleLocales.filter((candidate) => published.has(candidate) || candidate === locale),
      color: widget?.color ?? '#4f46e5',
      homeUrl: (target) => local(withLang(home, target)),
      searchUrl: local(`${home}/search`),
      query,
    };
  }

  const articleUrl = (organization: Organization, article: Pick<KnowledgeArticle, 'slug' | 'locale'>) => helpCenterUrl(config, organization.slug, article.slug, article.locale);
  const links = (organization: Organization, articles: Pick<KnowledgeArticle, 'slug' | 'locale' | 'title' | 'excerpt'>[]) =>
    articles.map((article) => ({ title: article.title, excerpt: article.excerpt, url: local(articleUrl(organization, article)) }));

  async function notFound(response: ServerResponse, organization: Organization | null, locale: ArticleLocale) {
    const text = helpCenterText(locale);
    if (!organization) return send(response, 404, 'text/html', `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(text('notFoundTitle'))}</title></head><body><main><h1>${escapeHtml(text('notFoundTitle'))}</h1><p>${escapeHtml(text('notFoundBody'))}</p></main></body></html>`);
    const frame = await frameFor(organization, locale);
    const content = `<section class="card"><h2>${escapeHtml(text('notFoundTitle'))}</h2><p class="muted">${escapeHtml(text('notFoundBody'))}</p><p><a href="${escapeHtml(frame.homeUrl(locale))}">${escapeHtml(frame.title)}</a></p></section>`;
    send(response, 404, 'text/html', helpCenterPage(frame, { title: `${text('notFoundTitle')} · ${frame.title}`, description: text('notFoundBody'), canonicalUrl: helpCenterUrl(config, organization.slug), noindex: true }, content));
  }

  async function home(response: ServerResponse, organization: Organization, locale: ArticleLocale) {
    const text = helpCenterText(locale);
    const frame = await frameFor(organization, locale);
    const published = { organizationId: organization.id, status: 'PUBLISHED' as const, locale };
    const [collections, popular] = await Promise.all([
      prisma.knowledgeCollection.findMany({
        where: { organizationId: organization.id },
        orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
        include: { articles: { where: published, orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] } },
      }),
      prisma.knowledgeArticle.findMany({ where: published, orderBy: [{ viewCount: 'desc' }, { publishedAt: 'desc' }], take: 5 }),
    ]);
    const shown = collections.filter((collection) => collection.articles.length > 0);
    const content =
      popular.length === 0
        ? `<p class="card muted">${escapeHtml(text('noArticles'))}</p>`
        : `${shown.length > 0 ? `<h2>${escapeHtml(text('collections'))}</h2><ul class="grid">${shown
            .map(
              (collection) =>
                `<li class="card"><h3 id="collection-${escapeHtml(collection.id)}">${escapeHtml(collection.name)}</h3>${collection.description ? `<p>${escapeHtml(collection.description)}</p>` : ''}${articleListHtml(links(organization, collection.articles))}</li>`,
            )
            .join('')}</ul>` : ''}
<h2>${escapeHtml(text('popular'))}</h2><div class="card">${articleListHtml(links(organization, popular))}</div>`;
    const meta = {
      title: frame.title,
      description: `${text('searchLabel')}: ${organization.name}`,
      canonicalUrl: withLang(helpCenterUrl(config, organization.slug), locale),
      alternates: frame.locales.map((other) => ({ locale: other, url: withLang(helpCenterUrl(config, organization.slug), other) })),
    };
    send(response, 200, 'text/html', helpCenterPage(frame, meta, content, text('searchLabel')));
  }

  async function results(response: ServerResponse, organization: Organization, locale: ArticleLocale, query: string) {
    const text = helpCenterText(locale);
    const frame = await frameFor(organization, locale, query);
    const matches = query.trim() ? await searchArticles(prisma, { organizationId: organization.id, query, locale, publishedOnly: true, limit: 20 }) : [];
    if (query.trim() && matches.length === 0) await recordSearchMiss(prisma, organization.id, query, locale);
    const content =
      matches.length === 0
        ? `<p class="card muted">${escapeHtml(text('noResults', { query }))}</p>`
        : `<ul class="list card">${matches
            .map((match) => `<li><a href="${escapeHtml(local(articleUrl(organization, match)))}"><strong>${escapeHtml(match.title)}</strong><span>${snippetHtml(match.snippet)}</span></a></li>`)
            .join('')}</ul>`;
    const meta = { title: `${text('resultsFor', { query })} · ${frame.title}`, description: text('searchLabel'), canonicalUrl: `${helpCenterUrl(config, organization.slug)}/search?q=${encodeURIComponent(query)}`, noindex: true };
    send(response, 200, 'text/html', helpCenterPage(frame, meta, content, text('resultsFor', { query })));
  }

  async function publishedArticle(organization: Organization, slug: string, locale: ArticleLocale, explicitLocale: boolean) {
    const article = await prisma.knowledgeArticle.findFirst({
      where: { organizationId: organization.id, slug, status: 'PUBLISHED', ...(explicitLocale ? { locale } : {}) },
      orderBy: { locale: locale === 'en' ? 'asc' : 'desc' },
      include: { collection: true },
    });
    // An address without ?lang= prefers English, then whichever language has that slug.
    if (article && !explicitLocale) {
      const english = article.locale === 'en' ? article : await prisma.knowledgeArticle.findFirst({ where: { organizationId: organization.id, slug, status: 'PUBLISHED', locale: 'en' }, include: { collection: true } });
      return english ?? article;
    }
    return article;
  }

  async function articlePage(request: IncomingMessage, response: ServerResponse, organization: Organization, url: URL, slug: string) {
    const explicitLocale = url.searchParams.has('lang');
    const article = await publishedArticle(organization, slug, localeFrom(url), explicitLocale);
    if (!article) return notFound(response, organization, localeFrom(url));
    const locale = article.locale as ArticleLocale;
    const text = helpCenterText(locale);
    if (request.method === 'GET') await prisma.knowledgeArticle.update({ where: { id: article.id }, data: { viewCount: { increment: 1 } } });
    const [frame, related, translations] = await Promise.all([
      frameFor(organization, locale),
      prisma.knowledgeArticle.findMany({
        where: { organizationId: organization.id, status: 'PUBLISHED', locale, collectionId: article.collectionId, id: { not: article.id } },
        orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
        take: 5,
      }),
      prisma.knowledgeArticle.findMany({ where: { organizationId: organization.id, translationGroupId: article.translationGroupId, status: 'PUBLISHED' }, select: { slug: true, locale: true } }),
    ]);
    const voted = url.searchParams.get('voted') === '1';
    const rendered = renderMarkdown(article.body, { userContent: true });
    const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(article.updatedAt);
    const content = `<article class="card">
<p class="crumbs"><a href="${escapeHtml(frame.homeUrl(locale))}">${escapeHtml(frame.title)}</a>${article.collection ? ` › ${escapeHtml(article.collection.name)}` : ''}</p>
<h1>${escapeHtml(article.title)}</h1>
<p class="muted">${escapeHtml(text('updated', { date: updated }))}</p>
<div class="body">${rendered.html}</div>
<div class="vote" id="helpful">${
      voted
        ? `<p role="status">${escapeHtml(text('thanks'))}</p>`
        : `<form method="post" action="${escapeHtml(local(withLang(`${helpCenterUrl(config, organization.slug, article.slug)}/vote`, locale)))}"><span id="helpful-label">${escapeHtml(text('helpful'))}</span> <button name="helpful" value="yes" aria-describedby="helpful-label">${escapeHtml(text('yes'))}</button> <button name="helpful" value="no" aria-describedby="helpful-label">${escapeHtml(text('no'))}</button></form>`
    }</div>
</article>
${related.length > 0 ? `<h2>${escapeHtml(text('related'))}</h2><div class="card">${articleListHtml(links(organization, related))}</div>` : ''}`;
    const meta = {
      title: `${article.title} · ${frame.title}`,
      description: article.excerpt || rendered.intro.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().slice(0, 160),
      canonicalUrl: articleUrl(organization, article),
      alternates: translations.map((translation) => ({ locale: translation.locale as ArticleLocale, url: articleUrl(organization, translation) })),
    };
    send(response, 200, 'text/html', helpCenterPage(frame, meta, content));
  }

  async function vote(request: IncomingMessage, response: ServerResponse, organization: Organization, url: URL, slug: string) {
    const locale = localeFrom(url);
    const article = await prisma.knowledgeArticle.findFirst({ where: { organizationId: organization.id, slug, locale, status: 'PUBLISHED' } });
    if (!article) return notFound(response, organization, locale);
    const helpful = (await readForm(request)).get('helpful');
    if (helpful === 'yes' || helpful === 'no') {
      await prisma.knowledgeArticle.update({ where: { id: article.id }, data: helpful === 'yes' ? { helpfulCount: { increment: 1 } } : { notHelpfulCount: { increment: 1 } } });
    }
    const back = new URL(articleUrl(organization, article));
    back.searchParams.set('voted', '1');
    response.writeHead(303, { location: `${back.pathname}${back.search}#helpful` });
    response.end();
  }

  async function sitemap(response: ServerResponse, organization: Organization) {
    const articles = await prisma.knowledgeArticle.findMany({ where: { organizationId: organization.id, status: 'PUBLISHED' }, orderBy: [{ locale: 'asc' }, { slug: 'asc' }], select: { slug: true, locale: true, updatedAt: true } });
    const entries = [`<url><loc>${escapeHtml(helpCenterUrl(config, organization.slug))}</loc></url>`].concat(
      articles.map((article) => `<url><loc>${escapeHtml(articleUrl(organization, article))}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod></url>`),
    );
    send(response, 200, 'application/xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, match: RegExpExecArray) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, organizationSlug, page, action] = match.map((part) => (part === undefined ? undefined : safelyDecoded(part)));
    const organization = await prisma.organization.findFirst({ where: { slug: organizationSlug, helpCenterEnabled: true } });
    const locale = localeFrom(url);
    if (!organization) return notFound(response, null, locale);
    if (action === 'vote') return request.method === 'POST' ? vote(request, response, organization, url, page!) : notFound(response, organization, locale);
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', 'Method not allowed');
    if (!page) return home(response, organization, locale);
    if (page === 'search') return results(response, organization, locale, (url.searchParams.get('q') ?? '').slice(0, 200));
    if (page === 'sitemap.xml') return sitemap(response, organization);
    return articlePage(request, response, organization, url, page);
  }

  return (request: IncomingMessage, response: ServerResponse, match: RegExpExecArray) =>
    handle(request, response, match).catch((error: unknown) => {
      reportUnexpected(error);
      if (!response.headersSent) send(response, 500, 'text/plain', 'Something went wrong.');
      else response.end();
    });
}
