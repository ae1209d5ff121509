import type { Services } from '../services';
import { publishThreadUpdated } from './publish';

/**
 * Reopens snoozed threads whose time has come. Every instance sweeps; the conditional update lets
 * exactly one of them win each thread, so each wake-up is announced once.
 */
export async function wakeSnoozedThreads(services: Services, now = new Date()): Promise<number> {
  const prisma = services.db.prisma;
  const due = await prisma.thread.findMany({
    where: { status: 'SNOOZED', snoozedUntil: { lte: now } },
    select: { id: true, organizationId: true, contactId: true },
    take: 500,
  });
  let woken = 0;
  for (const thread of due) {
    const { count } = await prisma.thread.updateMany({
      where: { id: thread.id, status: 'SNOOZED', snoozedUntil: { lte: now } },
      data: { status: 'OPEN', snoozedUntil: null },
    });
    if (count === 0) continue;
    woken += 1;
    publishThreadUpdated(services, thread);
  }
  return woken;
}
