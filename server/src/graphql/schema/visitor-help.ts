import type { KnowledgeArticle } from '../../generated/prisma/client';
import { renderMarkdown } from '../../../../client/prerender/markdown';
import { NotFoundError } from '../../errors';
import { helpCenterUrl } from '../../knowledge/help-center-urls';
import { recordSearchMiss, searchArticles, type SnippetPart } from '../../knowledge/search';
import { localeInput } from '../../validation';
import { z } from 'zod';
import { builder } from '../builder';
import type { Context } from '../context';
import { VisitorRef } from './visitor';
import { PublicWidget } from './widget';

/** A published article as a widget visitor reads it: never a draft, never another organization's. */
type HelpArticle = KnowledgeArticle & { organizationSlug: string; snippet?: SnippetPart[] };

const HelpSnippetPartRef = builder.objectRef<SnippetPart>('HelpSnippetPart').implement({
  fields: (t) => ({ text: t.exposeString('text'), highlighted: t.exposeBoolean('highlighted') }),
});

const HelpArticleRef = builder.objectRef<HelpArticle>('HelpArticle').implement({
  description: 'A published knowledge-base article, as the widget shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    locale: t.exposeString('locale'),
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt'),
    bodyHtml: t.string({ description: 'Safe HTML: raw HTML in the markdown is shown as text.', resolve: (article) => renderMarkdown(article.body, { userContent: true }).html }),
    url: t.string({ resolve: (article, _args, context) => helpCenterUrl(context.services.config, article.organizationSlug, article.slug, article.locale) }),
    snippet: t.field({ type: [HelpSnippetPartRef], resolve: (article) => article.snippet ?? [] }),
  }),
});

/** The visitor's organization when its help center is on; null when it is off (its articles are not public then). */
async function visitorHelpCenter(context: Context) {
  const contact = await context.prisma.contact.findUniqueOrThrow({
    where: { id: context.visitor!.contactId },
    select: { organization: { select: { id: true, slug: true, helpCenterEnabled: true } } },
  });
  return contact.organization.helpCenterEnabled ? contact.organization : null;
}

const notAvailable = () => new NotFoundError('This article is not available.');

async function published(context: Context, ids: string[], organizationSlug: string, snippets = new Map<string, SnippetPart[]>()): Promise<HelpArticle[]> {
  const rows = await context.prisma.knowledgeArticle.findMany({ where: { id: { in: ids }, status: 'PUBLISHED' } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)!, organizationSlug, snippet: snippets.get(id) }] : []));
}

builder.objectField(PublicWidget, 'helpCenter', (t) =>
  t.boolean({
    description: "Whether the widget offers help articles: the organization's help center is on and has published articles.",
    resolve: async (widget, _args, context) => {
      const published = await context.prisma.knowledgeArticle.findFirst({
        where: { organizationId: widget.organizationId, status: 'PUBLISHED', organization: { helpCenterEnabled: true } },
        select: { id: true },
      });
      return published !== null;
    },
  }),
);

builder.objectField(VisitorRef, 'helpArticles', (t) =>
  t.field({
    type: [HelpArticleRef],
    description:
      'Published articles matching `query` (best first, in `locale` when it has any), or the most viewed without a query. `record` counts a search that found nothing, for admins; leave it off while the visitor is still typing.',
    args: {
      query: t.arg.string({ required: false }),
      locale: t.arg.string({ required: false }).validate(localeInput.optional().nullable()),
      first: t.arg.int({ required: false }).validate(z.number().int().min(1, 'Ask for at least one article.').max(10, 'Ask for at most 10 articles.').optional().nullable()),
      record: t.arg.boolean({ required: false }),
    },
    resolve: async (_contact, args, context) => {
      const organization = await visitorHelpCenter(context);
      if (!organization) return [];
      const limit = args.first ?? 5;
      const query = args.query?.trim().slice(0, 200) ?? '';
      if (!query) {
        const popular = await context.prisma.knowledgeArticle.findMany({
          where: { organizationId: organization.id, status: 'PUBLISHED', ...(args.locale ? { locale: args.locale } : {}) },
          orderBy: [{ viewCount: 'desc' }, { publishedAt: 'desc' }],
          take: limit,
          select: { id: true },
        });
        return published(context, popular.map((row) => row.id), organization.slug);
      }
      const search = { organizationId: organization.id, query, publishedOnly: true, limit };
      let matches = await searchArticles(context.prisma, { ...search, locale: args.locale });
      if (matches.length === 0 && args.locale) matches = await searchArticles(context.prisma, search);
      if (matches.length === 0 && args.record) await recordSearchMiss(context.prisma, organization.id, query, args.locale ?? 'en');
      return published(context, matches.map((match) => match.id), organization.slug, new Map(matches.map((match) => [match.id, match.snippet])));
    },
  }),
);

builder.relayMutationField(
  'openHelpArticle',
  {
    inputFields: (t) => ({
      slug: t.string({ required: true }),
      locale: t.string({ required: false, description: 'Preferred language; another one is used when the article has no translation.' }),
    }),
  },
  {
    errors: { types: [NotFoundError] },
    description: 'A visitor opens a published article in the widget: it is counted as a view and returned.',
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const organization = await visitorHelpCenter(context);
      if (!organization) throw notAvailable();
      const candidates = await context.prisma.knowledgeArticle.findMany({ where: { organizationId: organization.id, slug: input.slug, status: 'PUBLISHED' }, select: { id: true, locale: true } });
      const chosen = candidates.find((candidate) => candidate.locale === input.locale) ?? candidates.find((candidate) => candidate.locale === 'en') ?? candidates[0];
      if (!chosen) throw notAvailable();
      const article = await context.prisma.knowledgeArticle.update({ where: { id: chosen.id }, data: { viewCount: { increment: 1 } } });
      return { article: { ...article, organizationSlug: organization.slug } };
    },
  },
  { outputFields: (t) => ({ article: t.field({ type: HelpArticleRef, resolve: (payload) => payload.article }) }) },
);

builder.relayMutationField(
  'voteHelpArticle',
  {
    inputFields: (t) => ({
      articleId: t.id({ required: true }),
      helpful: t.boolean({ required: true }),
    }),
  },
  {
    errors: { types: [NotFoundError] },
    description: '"Was this helpful?" from the widget.',
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const organization = await visitorHelpCenter(context);
      if (!organization) throw notAvailable();
      const { count } = await context.prisma.knowledgeArticle.updateMany({
        where: { id: String(input.articleId), organizationId: organization.id, status: 'PUBLISHED' },
        data: input.helpful ? { helpfulCount: { increment: 1 } } : { notHelpfulCount: { increment: 1 } },
      });
      if (count === 0) throw notAvailable();
      return { voted: true };
    },
  },
  { outputFields: (t) => ({ voted: t.boolean({ resolve: (payload) => payload.voted }) }) },
);
