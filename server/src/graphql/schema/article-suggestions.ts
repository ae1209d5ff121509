import { searchArticles } from '../../knowledge/search';
import { builder } from '../builder';
import { ThreadRef } from './thread';

builder.prismaObjectFields(ThreadRef, (t) => ({
  suggestedArticles: t.prismaField({
    type: ['KnowledgeArticle'],
    description: "Published articles that best match the visitor's last message, best first: links an operator may send.",
    args: { first: t.arg.int({ required: false, defaultValue: 3 }) },
    resolve: async (query, thread, args, context) => {
      const last = await context.prisma.message.findFirst({
        where: { threadId: thread.id, authorKind: 'CONTACT', kind: 'MESSAGE' },
        orderBy: { seq: 'desc' },
        select: { body: true },
      });
      if (!last?.body.trim()) return [];
      const limit = Math.min(Math.max(args.first ?? 3, 1), 10);
      const matches = await searchArticles(context.prisma, { organizationId: thread.organizationId, query: last.body, publishedOnly: true, limit });
      const articles = await context.prisma.knowledgeArticle.findMany({ ...query, where: { id: { in: matches.map((match) => match.id) }, organizationId: thread.organizationId } });
      return matches.flatMap((match) => articles.filter((article) => article.id === match.id));
    },
  }),
}));
