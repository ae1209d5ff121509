import { z } from 'zod';
import type { KnowledgeArticle, KnowledgeCollection, Prisma } from '../../generated/prisma/client';
import { renderMarkdown } from '../../../../client/prerender/markdown';
import { isUniqueViolation } from '../../db/errors';
import { withinPlan } from '../../billing/plan-limits';
import { ValidationError } from '../../errors';
import { assertMayAddArticle } from '../../knowledge/allowance';
import { helpCenterUrl } from '../../knowledge/help-center-urls';
import { reordered } from '../../knowledge/ordering';
import { searchArticles, type ArticleMatch, type SnippetPart } from '../../knowledge/search';
import { articleSlugFrom } from '../../knowledge/slug';
import {
  articleBodyInput,
  articleExcerptInput,
  articleSlugInput,
  articleTitleInput,
  collectionDescriptionInput,
  collectionNameInput,
  helpCenterTitleInput,
  localeInput,
} from '../../validation';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { OrganizationRef } from './organization';

export const ArticleStatusEnum = builder.enumType('ArticleStatus', {
  values: {
    DRAFT: { description: 'Seen in the dashboard only.' },
    PUBLISHED: { description: 'In the help center, the widget and suggestions.' },
    ARCHIVED: { description: 'Kept, but shown nowhere outside the dashboard.' },
  } as const,
});

export const collectionIcons = ['book', 'rocket', 'card', 'gear', 'shield', 'chat', 'truck', 'star'] as const;
const collectionIconInput = z.enum(collectionIcons, 'Choose one of the icons offered.');

export const KnowledgeCollectionRef = builder.prismaNode('KnowledgeCollection', {
  id: { field: 'id' },
  authScopes: (collection) => ({ member: collection.organizationId }),
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    icon: t.exposeString('icon', { description: `One of: ${collectionIcons.join(', ')}.` }),
    position: t.exposeInt('position'),
    articles: t.relation('articles', { query: { orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] } }),
  }),
});

export const KnowledgeArticleRef = builder.prismaNode('KnowledgeArticle', {
  id: { field: 'id' },
  authScopes: (article) => ({ member: article.organizationId }),
  fields: (t) => ({
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    locale: t.exposeString('locale', { description: 'en, es, fr, de or pt.' }),
    body: t.exposeString('body', { description: 'Markdown.' }),
    bodyHtml: t.string({
      description: 'The body as HTML: raw HTML in the markdown is shown as text, external links get rel="noopener nofollow".',
      resolve: (article) => renderMarkdown(article.body, { userContent: true }).html,
    }),
    excerpt: t.exposeString('excerpt'),
    status: t.expose('status', { type: ArticleStatusEnum }),
    position: t.exposeInt('position'),
    collection: t.relation('collection', { nullable: true }),
    author: t.relation('author', { nullable: true }),
    viewCount: t.exposeInt('viewCount'),
    helpfulCount: t.exposeInt('helpfulCount'),
    notHelpfulCount: t.exposeInt('notHelpfulCount'),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    translations: t.prismaField({
      type: ['KnowledgeArticle'],
      description: 'The same article in other languages.',
      resolve: (query, article, _args, context) =>
        context.prisma.knowledgeArticle.findMany({
          ...query,
          where: { organizationId: article.organizationId, translationGroupId: article.translationGroupId, id: { not: article.id } },
          orderBy: { locale: 'asc' },
        }),
    }),
    url: t.string({
      description: 'Its public address in the help center (answers 404 until it is published and the help center is on).',
      select: { organization: { select: { slug: true } } },
      resolve: (article, _args, context) => helpCenterUrl(context.services.config, article.organization.slug, article.slug, article.locale),
    }),
  }),
});

const SnippetPartRef = builder.objectRef<SnippetPart>('SnippetPart').implement({
  fields: (t) => ({ text: t.exposeString('text'), highlighted: t.exposeBoolean('highlighted') }),
});

const KnowledgeArticleMatchRef = builder.objectRef<ArticleMatch>('KnowledgeArticleMatch').implement({
  description: 'A search result: the article and where it matched.',
  fields: (t) => ({
    article: t.prismaField({
      type: 'KnowledgeArticle',
      resolve: (query, match, _args, context) => context.prisma.knowledgeArticle.findUniqueOrThrow({ ...query, where: { id: match.id } }),
    }),
    snippet: t.field({ type: [SnippetPartRef], resolve: (match) => match.snippet, description: 'Text around the match; highlighted parts are the matching words.' }),
  }),
});

builder.prismaObject('KnowledgeSearchMiss', {
  name: 'UnansweredSearch',
  description: 'A question visitors searched for that no published article answered.',
  fields: (t) => ({
    query: t.exposeString('query'),
    locale: t.exposeString('locale'),
    count: t.exposeInt('count'),
    lastSearchedAt: t.expose('lastSearchedAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields(OrganizationRef, (t) => ({
  helpCenterEnabled: t.exposeBoolean('helpCenterEnabled'),
  helpCenterTitle: t.string({ description: 'The help center heading as shown.', resolve: (organization) => organization.helpCenterTitle || `${organization.name} Help Center` }),
  helpCenterUrl: t.string({ resolve: (organization, _args, context) => helpCenterUrl(context.services.config, organization.slug) }),
  knowledgeCollections: t.relation('knowledgeCollections', { query: { orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] } }),
  knowledgeArticles: t.relation('knowledgeArticles', {
    description: 'Every article, newest change first, narrowed by the filters given; `search` matches titles.',
    args: {
      search: t.arg.string({ required: false }),
      status: t.arg({ type: ArticleStatusEnum, required: false }),
      collectionId: t.arg.globalID({ required: false, for: KnowledgeCollectionRef }),
      locale: t.arg.string({ required: false }),
    },
    query: (args) => {
      const search = args.search?.trim();
      const where: Prisma.KnowledgeArticleWhereInput = {
        ...(search ? { title: { contains: search, mode: 'insensitive' } } : {}),
        ...(args.status ? { status: args.status } : {}),
        ...(args.collectionId ? { collectionId: args.collectionId.id } : {}),
        ...(args.locale ? { locale: args.locale } : {}),
      };
      return { where, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], take: 500 };
    },
  }),
  searchKnowledgeArticles: t.field({
    type: [KnowledgeArticleMatchRef],
    description: 'Full-text search, best match first. Drafts and archived articles match only when `includeUnpublished` is set.',
    args: {
      query: t.arg.string({ required: true }),
      locale: t.arg.string({ required: false }),
      includeUnpublished: t.arg.boolean({ required: false }),
      first: t.arg.int({ required: false }),
    },
    resolve: (organization, args, context) =>
      searchArticles(context.prisma, {
        organizationId: organization.id,
        query: args.query,
        locale: args.locale,
        publishedOnly: !args.includeUnpublished,
        limit: args.first ?? 10,
      }),
  }),
  unansweredSearches: t.relation('knowledgeSearchMisses', {
    description: "Questions your articles don't answer yet: public searches that found nothing, most asked first.",
    authScopes: (organization) => ({ admin: organization.id }),
    query: { orderBy: [{ count: 'desc' }, { lastSearchedAt: 'desc' }], take: 50 },
  }),
}));

async function collectionAdminScopes(context: Context, collectionId: string) {
  const collection = await context.prisma.knowledgeCollection.findUnique({ where: { id: collectionId }, select: { organizationId: true } });
  return collection ? { admin: collection.organizationId } : false;
}

async function articleAdminScopes(context: Context, articleId: string) {
  const article = await context.prisma.knowledgeArticle.findUnique({ where: { id: articleId }, select: { organizationId: true } });
  return article ? { admin: article.organizationId } : false;
}

/** A collection named in an article's input must be the organization's own; anything else reads as not found. */
async function ownCollectionId(context: Context, organizationId: string, collectionId: string | null | undefined): Promise<string | null> {
  if (!collectionId) return null;
  const collection = await context.prisma.knowledgeCollection.findFirst({ where: { id: collectionId, organizationId }, select: { id: true } });
  if (!collection) throw ValidationError.forField('collectionId', 'Choose one of your collections.');
  return collection.id;
}

const collectionPayload = {
  outputFields: (t: PayloadFieldBuilder<{ collection: KnowledgeCollection }>) => ({
    collection: t.field({ type: KnowledgeCollectionRef, resolve: (payload) => payload.collection }),
  }),
};

const articlePayload = {
  outputFields: (t: PayloadFieldBuilder<{ article: KnowledgeArticle }>) => ({
    article: t.field({ type: KnowledgeArticleRef, resolve: (payload) => payload.article }),
  }),
};

const collectionFields = z.looseObject({ name: collectionNameInput, description: collectionDescriptionInput.optional().nullable(), icon: collectionIconInput.optional().nullable() });

builder.relayMutationField(
  'createKnowledgeCollection',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      name: t.string({ required: true }),
      description: t.string({ required: false }),
      icon: t.string({ required: false }),
    }),
    validate: collectionFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organizationId = input.organizationId.id;
      const last = await context.prisma.knowledgeCollection.aggregate({ where: { organizationId }, _max: { position: true } });
      const collection = await context.prisma.knowledgeCollection.create({
        data: { organizationId, name: input.name, description: input.description ?? '', icon: input.icon ?? 'book', position: (last._max.position ?? -1) + 1 },
      });
      return { collection };
    },
  },
  collectionPayload,
);

builder.relayMutationField(
  'updateKnowledgeCollection',
  {
    inputFields: (t) => ({
      collectionId: t.globalID({ required: true, for: KnowledgeCollectionRef }),
      name: t.string({ required: true }),
      description: t.string({ required: false }),
      icon: t.string({ required: false }),
    }),
    validate: collectionFields,
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => collectionAdminScopes(context, input.collectionId.id),
    resolve: async (_root, { input }, context) => ({
      collection: await context.prisma.knowledgeCollection.update({
        where: { id: input.collectionId.id },
        data: { name: input.name, ...(input.description != null ? { description: input.description } : {}), ...(input.icon ? { icon: input.icon } : {}) },
      }),
    }),
  },
  collectionPayload,
);

builder.relayMutationField(
  'deleteKnowledgeCollection',
  { inputFields: (t) => ({ collectionId: t.globalID({ required: true, for: KnowledgeCollectionRef }) }) },
  {
    errors: {},
    description: 'Deletes the collection; its articles stay, outside any collection.',
    authScopes: (_root, { input }, context) => collectionAdminScopes(context, input.collectionId.id),
    resolve: async (_root, { input }, context) => {
      const collection = await context.prisma.knowledgeCollection.delete({ where: { id: input.collectionId.id } });
      return { deletedCollectionId: collection.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedCollectionId: t.globalID({ resolve: (payload) => ({ type: 'KnowledgeCollection', id: payload.deletedCollectionId }) }),
    }),
  },
);

builder.relayMutationField(
  'moveKnowledgeCollection',
  {
    inputFields: (t) => ({
      collectionId: t.globalID({ required: true, for: KnowledgeCollectionRef }),
      position: t.int({ required: true, description: '0-based place among the collections.' }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => collectionAdminScopes(context, input.collectionId.id),
    resolve: async (_root, { input }, context) => {
      const moved = await context.prisma.knowledgeCollection.findUniqueOrThrow({ where: { id: input.collectionId.id } });
      await context.prisma.$transaction(async (tx) => {
        const siblings = await tx.knowledgeCollection.findMany({ where: { organizationId: moved.organizationId }, orderBy: [{ position: 'asc' }, { createdAt: 'asc' }], select: { id: true } });
        for (const { id, position } of reordered(siblings.map((sibling) => sibling.id), moved.id, input.position)) {
          await tx.knowledgeCollection.update({ where: { id }, data: { position } });
        }
      });
      const organization = await context.prisma.organization.findUniqueOrThrow({ where: { id: moved.organizationId } });
      return { organization };
    },
  },
  { outputFields: (t) => ({ organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }) }) },
);

const duplicateSlug = () => ValidationError.forField('slug', 'Another article in this language already uses this address.');

async function unlessSlugTaken(write: () => Promise<KnowledgeArticle>): Promise<{ article: KnowledgeArticle }> {
  try {
    return { article: await write() };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

const articleFields = {
  title: articleTitleInput,
  body: articleBodyInput,
  excerpt: articleExcerptInput.optional().nullable(),
  slug: articleSlugInput.optional().nullable(),
};

builder.relayMutationField(
  'createKnowledgeArticle',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      title: t.string({ required: true }),
      body: t.string({ required: true }),
      excerpt: t.string({ required: false }),
      slug: t.string({ required: false, description: 'Made from the title when left out.' }),
      locale: t.string({ required: false, description: 'en (the default), es, fr, de or pt.' }),
      collectionId: t.globalID({ required: false, for: KnowledgeCollectionRef }),
      translationOfId: t.globalID({ required: false, for: KnowledgeArticleRef, description: 'The article this one translates.' }),
    }),
    validate: z.looseObject({ ...articleFields, locale: localeInput.optional().nullable() }),
  },
  {
    errors: {},
    description: 'Starts a draft.',
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organizationId = input.organizationId.id;
      await assertMayAddArticle(context.prisma, organizationId);
      const collectionId = await ownCollectionId(context, organizationId, input.collectionId?.id);
      const original = input.translationOfId
        ? await context.prisma.knowledgeArticle.findFirst({ where: { id: input.translationOfId.id, organizationId } })
        : null;
      if (input.translationOfId && !original) throw ValidationError.forField('translationOfId', 'Choose one of your articles.');
      const locale = input.locale ?? 'en';
      if (original && (await context.prisma.knowledgeArticle.findFirst({ where: { organizationId, translationGroupId: original.translationGroupId, locale } }))) {
        throw ValidationError.forField('locale', 'This article already has a translation in that language.');
      }
      const last = await context.prisma.knowledgeArticle.aggregate({ where: { organizationId, collectionId }, _max: { position: true } });
      return unlessSlugTaken(async () => {
        const article = await context.prisma.knowledgeArticle.create({
          data: {
            organizationId,
            collectionId,
            title: input.title,
            body: input.body,
            excerpt: input.excerpt ?? '',
            slug: input.slug ?? articleSlugFrom(input.title),
            locale,
            position: (last._max.position ?? -1) + 1,
            translationGroupId: original?.translationGroupId ?? '',
            authorId: context.session!.userId,
          },
        });
        // A new article starts its own group of translations.
        if (original) return article;
        return context.prisma.knowledgeArticle.update({ where: { id: article.id }, data: { translationGroupId: article.id } });
      });
    },
  },
  articlePayload,
);

builder.relayMutationField(
  'updateKnowledgeArticle',
  {
    inputFields: (t) => ({
      articleId: t.globalID({ required: true, for: KnowledgeArticleRef }),
      title: t.string({ required: true }),
      body: t.string({ required: true }),
      excerpt: t.string({ required: false }),
      slug: t.string({ required: false, description: 'Kept as it is when left out.' }),
      collectionId: t.globalID({ required: false, for: KnowledgeCollectionRef, description: 'Null takes it out of its collection.' }),
    }),
    validate: z.looseObject(articleFields),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => articleAdminScopes(context, input.articleId.id),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.knowledgeArticle.findUniqueOrThrow({ where: { id: input.articleId.id } });
      const collectionId = await ownCollectionId(context, existing.organizationId, input.collectionId?.id);
      return unlessSlugTaken(() =>
        context.prisma.knowledgeArticle.update({
          where: { id: existing.id },
          data: {
            title: input.title,
            body: input.body,
            ...(input.excerpt != null ? { excerpt: input.excerpt } : {}),
            ...(input.slug ? { slug: input.slug } : {}),
            collectionId,
          },
        }),
      );
    },
  },
  articlePayload,
);

builder.relayMutationField(
  'setKnowledgeArticleStatus',
  {
    inputFields: (t) => ({
      articleId: t.globalID({ required: true, for: KnowledgeArticleRef }),
      status: t.field({ type: ArticleStatusEnum, required: true }),
    }),
  },
  {
    errors: {},
    description: 'Publishes, unpublishes (back to draft) or archives an article.',
    authScopes: (_root, { input }, context) => articleAdminScopes(context, input.articleId.id),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.knowledgeArticle.findUniqueOrThrow({ where: { id: input.articleId.id } });
      const publishedAt = input.status === 'PUBLISHED' ? (existing.publishedAt ?? new Date()) : existing.publishedAt;
      const update = (tx: Prisma.TransactionClient) => tx.knowledgeArticle.update({ where: { id: existing.id }, data: { status: input.status, publishedAt } });
      const publishes = input.status === 'PUBLISHED' && existing.status !== 'PUBLISHED';
      return { article: publishes ? await withinPlan(context.services, existing.organizationId, 'ARTICLES', update) : await update(context.prisma) };
    },
  },
  articlePayload,
);

builder.relayMutationField(
  'moveKnowledgeArticle',
  {
    inputFields: (t) => ({
      articleId: t.globalID({ required: true, for: KnowledgeArticleRef }),
      position: t.int({ required: true, description: '0-based place among the articles of its collection.' }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => articleAdminScopes(context, input.articleId.id),
    resolve: async (_root, { input }, context) => {
      const moved = await context.prisma.knowledgeArticle.findUniqueOrThrow({ where: { id: input.articleId.id } });
      await context.prisma.$transaction(async (tx) => {
        const siblings = await tx.knowledgeArticle.findMany({
          where: { organizationId: moved.organizationId, collectionId: moved.collectionId },
          orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
          select: { id: true },
        });
        for (const { id, position } of reordered(siblings.map((sibling) => sibling.id), moved.id, input.position)) {
          await tx.knowledgeArticle.update({ where: { id }, data: { position } });
        }
      });
      return { article: await context.prisma.knowledgeArticle.findUniqueOrThrow({ where: { id: moved.id } }) };
    },
  },
  articlePayload,
);

builder.relayMutationField(
  'deleteKnowledgeArticle',
  { inputFields: (t) => ({ articleId: t.globalID({ required: true, for: KnowledgeArticleRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }, context) => articleAdminScopes(context, input.articleId.id),
    resolve: async (_root, { input }, context) => {
      const article = await context.prisma.knowledgeArticle.delete({ where: { id: input.articleId.id } });
      return { deletedArticleId: article.id };
    },
  },
  {
    outputFields: (t) => ({
      deletedArticleId: t.globalID({ resolve: (payload) => ({ type: 'KnowledgeArticle', id: payload.deletedArticleId }) }),
    }),
  },
);

builder.relayMutationField(
  'updateHelpCenter',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      enabled: t.boolean({ required: true }),
      title: t.string({ required: false, description: 'Empty for "<organization> Help Center".' }),
    }),
    validate: z.looseObject({ title: helpCenterTitleInput.optional().nullable() }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => ({
      organization: await context.prisma.organization.update({
        where: { id: input.organizationId.id },
        data: { helpCenterEnabled: input.enabled, ...(input.title != null ? { helpCenterTitle: input.title } : {}) },
      }),
    }),
  },
  { outputFields: (t) => ({ organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }) }) },
);
