import { z } from 'zod';
import { ValidationError } from '../errors';
import type { PrismaClient, Thread } from '../generated/prisma/client';

export const ratingInput = z.number().int('Choose a whole number from 1 to 5.').min(1, 'Choose a rating from 1 to 5.').max(5, 'Choose a rating from 1 to 5.');

export const ratingCommentInput = z
  .string()
  .trim()
  .max(1000, 'Comments are at most 1,000 characters.')
  .transform((comment) => comment || null);

/**
 * Stores the visitor's rating of a closed conversation. A conversation is rated once: the visitor is asked when it
 * closes, and a later submission (another tab, a reopened and closed thread) is refused so that the team's view
 * of the rating never changes under them. The conditional update makes that hold under concurrent submissions.
 */
export async function rateThread(prisma: PrismaClient, thread: Thread, rating: number, comment: string | null): Promise<Thread> {
  const { count } = await prisma.thread.updateMany({
    where: { id: thread.id, status: 'CLOSED', csatSubmittedAt: null },
    data: { csatRating: rating, csatComment: comment, csatSubmittedAt: new Date() },
  });
  const current = await prisma.thread.findUniqueOrThrow({ where: { id: thread.id } });
  if (count === 1) return current;
  if (current.csatSubmittedAt) throw ValidationError.forField('threadId', 'You already rated this conversation. Thank you!');
  throw ValidationError.forField('threadId', 'You can rate this conversation once it is closed.');
}
