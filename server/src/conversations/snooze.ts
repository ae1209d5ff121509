import { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { publishThreadUpdated } from './publish';

/** Snoozed threads whose time has come, read through the snoozedUntil index (every instance asks every few seconds). */
export function dueSnoozesQuery(now: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT "id", "organizationId", "contactId" FROM "Thread"
    WHERE "snoozedUntil" <= ${now} AND "status" = 'SNOOZED'
    LIMIT 500`;
}

/**
 * Reopens snoozed threads whose time has come. Every instance sweeps; the conditional update lets
 * exactly one of them win each thread, so each wake-up is announced once.
 */
export async function wakeSnoozedThreads(services: Services, now = new Date()): Promise<number> {
  const prisma = services.db.prisma;
  const due = await prisma.$queryRaw<{ id: string; organizationId: string; contactId: string }[]>(dueSnoozesQuery(now));
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
