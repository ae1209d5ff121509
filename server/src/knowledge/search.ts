import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { searchConfigurations } from './search-language';

export type SnippetPart = { text: string; highlighted: boolean };

export type ArticleMatch = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  locale: string;
  status: string;
  rank: number;
  /** Where the body matched, with the matching words highlighted. */
  snippet: SnippetPart[];
};

export type ArticleSearch = {
  organizationId: string;
  query: string;
  /** Only articles in this language, searched with its stemming; every language when absent. */
  locale?: string | null;
  /** Visitors and the help center see published articles only; the dashboard sees drafts too. */
  publishedOnly: boolean;
  limit?: number;
};

// ts_headline marks matches with characters that never occur in typed text, so the snippet can be split into
// parts and escaped by whoever shows it, instead of trusting HTML built from an article's body.
const startMark = '\u0002';
const stopMark = '\u0003';

/** Each article's language configuration, as the migration's generated column picks it. Built from constants only. */
const configuration = Prisma.raw(
  `CASE a.locale ${Object.entries(searchConfigurations)
    .map(([locale, name]) => `WHEN '${locale}' THEN '${name}'::regconfig`)
    .join(' ')} ELSE 'simple'::regconfig END`,
);

/** Words of at least one letter or digit; anything else (tsquery operators included) only separates words. */
function words(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
}

/**
 * Full-text search over an organization's articles, the same on PGlite and PostgreSQL: the indexed, weighted
 * `searchVector` (title A, excerpt B, body C) matched by `websearch_to_tsquery` (quotes, OR, -word) or by any
 * word as a prefix (so "refu" finds "refunds" while the visitor is still typing), ranked, with a snippet.
 */
export async function searchArticles(prisma: PrismaClient, search: ArticleSearch): Promise<ArticleMatch[]> {
  const typed = words(search.query);
  if (typed.length === 0) return [];
  // Any word may match (ranking puts articles matching more of them first): a visitor's question is mostly words
  // that are not in the answer ("how do I get a refu…").
  const prefixQuery = typed.map((word) => `${word}:*`).join(' | ');
  const limit = Math.min(Math.max(search.limit ?? 10, 1), 50);
  const query = Prisma.sql`(websearch_to_tsquery(${configuration}, ${search.query}) || to_tsquery(${configuration}, ${prefixQuery}))`;
  const rows = await prisma.$queryRaw<(Omit<ArticleMatch, 'snippet'> & { headline: string })[]>`
    SELECT a.id, a.title, a.slug, a.excerpt, a.locale, a.status::text AS status,
           ts_rank_cd(a."searchVector", ${query})::float8 AS rank,
           ts_headline(${configuration}, a.body, ${query},
             ${`StartSel=${startMark}, StopSel=${stopMark}, MaxWords=24, MinWords=8, MaxFragments=1, FragmentDelimiter=" … "`}) AS headline
    FROM "KnowledgeArticle" a
    WHERE a."organizationId" = ${search.organizationId}
      AND a."searchVector" @@ ${query}
      ${search.publishedOnly ? Prisma.sql`AND a.status = 'PUBLISHED'` : Prisma.empty}
      ${search.locale ? Prisma.sql`AND a.locale = ${search.locale}` : Prisma.empty}
    ORDER BY rank DESC, a."viewCount" DESC, a.id
    LIMIT ${limit}`;
  return rows.map(({ headline, ...row }) => ({ ...row, snippet: snippetParts(headline) }));
}

function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${startMark}${stopMark}]`)).entries()) {
    if (piece) parts.push({ text: piece, highlighted: index % 2 === 1 });
  }
  return parts;
}

/** A public search that found nothing: counted per question and language, for "questions your articles don't answer yet". */
export async function recordSearchMiss(prisma: PrismaClient, organizationId: string, query: string, locale: string): Promise<void> {
  const normalized = query.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200);
  if (normalized.length < 2) return;
  await prisma.knowledgeSearchMiss.upsert({
    where: { organizationId_locale_query: { organizationId, locale, query: normalized } },
    create: { organizationId, locale, query: normalized },
    update: { count: { increment: 1 }, lastSearchedAt: new Date() },
  });
}
