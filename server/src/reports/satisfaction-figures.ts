import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { threadsOf, within, type ReportScope } from './report-scope';

export type RatingComment = { threadId: string; rating: number; comment: string; submittedAt: Date };

export type SatisfactionFigures = {
  responses: number;
  /** Mean of the 1–5 ratings; null without any. */
  average: number | null;
  /** How many ratings of each score, 1 to 5, zeros included. */
  distribution: { rating: number; count: number }[];
  latestComments: RatingComment[];
};

const latestCommentCount = 5;

/** Ratings visitors gave in the range. */
export async function satisfactionFigures(prisma: PrismaClient, scope: ReportScope): Promise<SatisfactionFigures> {
  const [counts, comments] = await Promise.all([
    prisma.$queryRaw<{ rating: number; count: number }[]>`
      SELECT t."csatRating" AS "rating", count(*)::int AS "count" FROM "Thread" t WHERE ${threadsOf(scope)} AND ${within(scope, Prisma.sql`t."csatSubmittedAt"`)} GROUP BY 1`,
    latestComments(prisma, scope),
  ]);
  return satisfactionOf([1, 2, 3, 4, 5].map((rating) => counts.find((row) => row.rating === rating)?.count ?? 0), comments);
}

/** The figures from how many ratings of each score (1 to 5) there were, and the latest comments. */
export function satisfactionOf(countsByScore: number[], latestComments: RatingComment[]): SatisfactionFigures {
  const distribution = countsByScore.map((count, index) => ({ rating: index + 1, count }));
  const responses = distribution.reduce((sum, { count }) => sum + count, 0);
  const total = distribution.reduce((sum, { rating, count }) => sum + rating * count, 0);
  return { responses, average: responses ? total / responses : null, distribution, latestComments };
}

/** The newest comments visitors left with their rating in the range, newest first. */
export function latestComments(prisma: PrismaClient, scope: ReportScope): Promise<RatingComment[]> {
  return prisma.$queryRaw<RatingComment[]>`
    SELECT t.id AS "threadId", t."csatRating" AS "rating", t."csatComment" AS "comment", t."csatSubmittedAt" AS "submittedAt"
    FROM "Thread" t WHERE ${threadsOf(scope)} AND ${within(scope, Prisma.sql`t."csatSubmittedAt"`)} AND t."csatComment" IS NOT NULL
    ORDER BY t."csatSubmittedAt" DESC, t.id LIMIT ${latestCommentCount}`;
}
