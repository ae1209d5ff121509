import { escapeHtml } from '../../../client/prerender/markdown';
import { fullHex, textColorOn } from '../../../widget/src/shared/contrast';
import type { SnippetPart } from './search';
import { helpCenterText, languageNames } from './help-center-text';
import type { ArticleLocale } from './search-language';

/** Everything every help-center page shows around its content. */
export type HelpCenterFrame = {
  title: string;
  organizationName: string;
  locale: ArticleLocale;
  /** Languages that have published articles, for the language links. */
  locales: ArticleLocale[];
  /** The widget's colour, so the help center looks like the chat. */
  color: string;
  homeUrl: (locale: ArticleLocale) => string;
  searchUrl: string;
  query?: string;
};

export type PageMeta = { title: string; description: string; canonicalUrl: string; alternates?: { locale: ArticleLocale; url: string }[]; noindex?: boolean };

export type ArticleLink = { title: string; excerpt: string; url: string };

const styles = (color: string) => {
  const accent = fullHex(color) ?? '#4f46e5';
  return `
:root{--accent:${accent};--on-accent:${textColorOn(accent)};--bg:#f8fafc;--card:#fff;--text:#0f172a;--muted:#475569;--line:#e2e8f0;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--card:#131c2e;--text:#e2e8f0;--muted:#a3b1c6;--line:#26324a}}
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
a{color:inherit}.wrap{max-width:960px;margin:0 auto;padding:0 20px}
.hero{background:var(--accent);color:var(--on-accent);padding:28px 0 36px}
.hero nav{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none}.langs{display:flex;gap:10px;font-size:.9rem}
.langs a[aria-current]{font-weight:700;text-decoration:none}
.hero h1{font-size:clamp(1.6rem,4vw,2.2rem);margin:28px 0 16px;line-height:1.2}
form.search{display:flex;gap:8px;max-width:640px}
form.search input{flex:1;min-width:0;font:inherit;padding:12px 14px;border-radius:10px;border:1px solid transparent;background:var(--card);color:var(--text)}
form.search button,.vote button{font:inherit;font-weight:600;padding:10px 16px;border-radius:10px;border:1px solid var(--line);background:var(--card);color:var(--text);cursor:pointer}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}.hero :focus-visible{outline-color:var(--on-accent)}
main{padding:32px 20px 48px}h2{font-size:1.25rem;margin:32px 0 12px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px;padding:0;list-style:none}
.card{background:var(--card);border:1px solid var(--line);border-radius:14px;padding:18px 20px}
.card h3{margin:0 0 4px;font-size:1.05rem}.card p,.muted{color:var(--muted);margin:0}
.list{list-style:none;padding:0;margin:0}.list li{border-bottom:1px solid var(--line)}.list li:last-child{border-bottom:0}
.list a{display:block;padding:12px 4px;text-decoration:none}.list a:hover strong{text-decoration:underline}.list span{display:block;color:var(--muted);font-size:.92rem}
mark{background:color-mix(in srgb,var(--accent) 25%,transparent);color:inherit;border-radius:3px;padding:0 2px}
.crumbs{font-size:.92rem;color:var(--muted);margin-bottom:8px}.crumbs a{color:var(--muted)}
article.card{padding:28px clamp(18px,4vw,40px)}article h1{margin:0 0 6px;line-height:1.25}
.body{overflow-wrap:anywhere}.body img{max-width:100%;height:auto;border-radius:8px}.body pre{overflow:auto;background:var(--bg);padding:12px;border-radius:8px}
.body a{color:var(--accent)}@media (prefers-color-scheme:dark){.body a{color:inherit}}
.body table{border-collapse:collapse}.body td,.body th{border:1px solid var(--line);padding:6px 10px}
.vote{margin-top:28px;padding-top:20px;border-top:1px solid var(--line);display:flex;align-items:center;gap:10px;flex-wrap:wrap}
footer{color:var(--muted);font-size:.85rem;text-align:center;padding:0 0 32px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;
};

export function snippetHtml(parts: SnippetPart[]): string {
  return parts.map((part) => (part.highlighted ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text))).join('');
}

export function articleListHtml(articles: ArticleLink[]): string {
  return `<ul class="list">${articles
    .map((article) => `<li><a href="${escapeHtml(article.url)}"><strong>${escapeHtml(article.title)}</strong>${article.excerpt ? `<span>${escapeHtml(article.excerpt)}</span>` : ''}</a></li>`)
    .join('')}</ul>`;
}

/** A whole page: real HTML that reads without JavaScript, with the tags search engines and link previews use. */
export function helpCenterPage(frame: HelpCenterFrame, meta: PageMeta, content: string, heading?: string): string {
  const text = helpCenterText(frame.locale);
  const languages =
    frame.locales.length > 1
      ? `<nav class="langs" aria-label="${escapeHtml(text('language'))}">${frame.locales
          .map((locale) => `<a href="${escapeHtml(frame.homeUrl(locale))}" lang="${locale}"${locale === frame.locale ? ' aria-current="page"' : ''}>${languageNames[locale]}</a>`)
          .join('')}</nav>`
      : '';
  const alternates = (meta.alternates ?? []).map((alternate) => `<link rel="alternate" hreflang="${alternate.locale}" href="${escapeHtml(alternate.url)}">`).join('');
  return `<!doctype html>
<html lang="${frame.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
<meta name="description" content="${escapeHtml(meta.description)}">
<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">${alternates}
${meta.noindex ? '<meta name="robots" content="noindex">' : ''}
<meta property="og:type" content="article">
<meta property="og:title" content="${escapeHtml(meta.title)}">
<meta property="og:description" content="${escapeHtml(meta.description)}">
<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}">
<meta property="og:site_name" content="${escapeHtml(frame.title)}">
<meta name="twitter:card" content="summary">
<style>${styles(frame.color)}</style>
</head>
<body>
<header class="hero"><div class="wrap">
<nav aria-label="${escapeHtml(frame.title)}"><a class="brand" href="${escapeHtml(frame.homeUrl(frame.locale))}">${escapeHtml(frame.title)}</a>${languages}</nav>
${heading ? `<h1>${escapeHtml(heading)}</h1>` : '<p></p>'}
<form class="search" role="search" action="${escapeHtml(frame.searchUrl)}" method="get">
<label class="sr" for="help-search">${escapeHtml(text('searchLabel'))}</label>
<input id="help-search" type="search" name="q" value="${escapeHtml(frame.query ?? '')}" placeholder="${escapeHtml(text('searchPlaceholder'))}" autocomplete="off">
${frame.locale === 'en' ? '' : `<input type="hidden" name="lang" value="${frame.locale}">`}
<button type="submit">${escapeHtml(text('search'))}</button>
</form>
</div></header>
<main class="wrap" id="main">
${content}
</main>
<footer>${escapeHtml(frame.organizationName)} · Parley</footer>
</body>
</html>`;
}
