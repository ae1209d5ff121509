import type { PrismaClient, ThreadStatus } from '../generated/prisma/client';

/**
 * The thread's closedAt for a status change: closing keeps the time it was first closed if it already is (closing
 * twice does not stretch its resolution time); any other status clears it.
 */
export async function closingTime(prisma: PrismaClient, threadId: string, status: ThreadStatus): Promise<{ closedAt: Date | null }> {
  if (status !== 'CLOSED') return { closedAt: null };
  const current = await prisma.thread.findUnique({ where: { id: threadId }, select: { closedAt: true } });
  return { closedAt: current?.closedAt ?? new Date() };
}
