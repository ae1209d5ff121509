import { encodeGlobalID } from '@pothos/plugin-relay';
import { previewOf } from '../conversations/append-message';
import { contactDisplayName } from '../conversations/contacts';
import * as emails from '../email/templates';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import { appLink, type Services } from '../services';
import { unansweredEmailDelays } from './preferences';

const minute = 60_000;
const shortestDelay = Math.min(...unansweredEmailDelays);
const longestDelay = Math.max(...unansweredEmailDelays);

type Waiting = { id: string; awaitingReplySince: Date; unansweredNotifiedAt: Date | null };

/**
 * Threads whose wait may still owe someone an email: waiting at least the shortest delay, and not yet swept
 * past the longest one. The longest delay bounds the query, so threads left waiting for days drop out of it.
 */
export function waitingThreadsQuery(now: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT "id", "awaitingReplySince", "unansweredNotifiedAt" FROM "Thread"
    WHERE "awaitingReplySince" <= ${new Date(now.getTime() - shortestDelay * minute)}
      AND ("unansweredNotifiedAt" IS NULL OR "unansweredNotifiedAt" < "awaitingReplySince" + make_interval(mins => ${longestDelay}))
    ORDER BY "awaitingReplySince" ASC
    LIMIT 200`;
}

/** Who should hear about a thread: its assignee; else its team's members; else everyone in the organization. */
async function operatorsFor(prisma: PrismaClient, thread: { organizationId: string; assigneeId: string | null; teamId: string | null }) {
  const who = thread.assigneeId
    ? { userId: thread.assigneeId }
    : thread.teamId
      ? { user: { teamMemberships: { some: { teamId: thread.teamId } } } }
      : {};
  return prisma.membership.findMany({
    where: { organizationId: thread.organizationId, unansweredEmailMinutes: { not: null }, ...who },
    select: { unansweredEmailMinutes: true, user: { select: { email: true, name: true } } },
  });
}

/**
 * Emails operators about threads that have waited for a reply longer than each of them asked. Each sweep covers
 * the time since the previous one (`unansweredNotifiedAt`, else the start of the wait) up to now, and emails the
 * operators whose delay ran out within it, so every operator hears once per wait. Every instance sweeps; the
 * conditional update lets one of them claim each stretch of time, so nobody is emailed twice.
 */
export async function emailUnansweredThreads(services: Services, now = new Date()): Promise<number> {
  const prisma = services.db.prisma;
  let sent = 0;
  for (const waiting of await prisma.$queryRaw<Waiting[]>(waitingThreadsQuery(now))) {
    const from = waiting.unansweredNotifiedAt ?? waiting.awaitingReplySince;
    const waitedMinutes = (at: Date) => (at.getTime() - waiting.awaitingReplySince.getTime()) / minute;
    const ranOut = (delay: number) => delay > waitedMinutes(from) && delay <= waitedMinutes(now);
    // Most sweeps fall between two delays: nothing to claim, nothing to write.
    if (!unansweredEmailDelays.some(ranOut)) continue;
    const { count } = await prisma.thread.updateMany({
      where: { id: waiting.id, awaitingReplySince: waiting.awaitingReplySince, unansweredNotifiedAt: waiting.unansweredNotifiedAt },
      data: { unansweredNotifiedAt: now },
    });
    if (count === 0) continue;
    const thread = await prisma.thread.findUniqueOrThrow({ where: { id: waiting.id }, include: { contact: true } });
    const due = (await operatorsFor(prisma, thread)).filter((operator) => ranOut(operator.unansweredEmailMinutes!));
    if (due.length === 0) continue;
    // The visitor's own latest words: never a note, never the team's reply.
    const latest = await prisma.message.findFirst({
      where: { threadId: thread.id, authorKind: 'CONTACT', kind: 'MESSAGE' },
      orderBy: { seq: 'desc' },
      select: { body: true },
    });
    const link = appLink(services.config, `/dashboard/threads/${encodeURIComponent(encodeGlobalID('Thread', thread.id))}`);
    for (const operator of due) {
      const email = emails.unansweredThread(operator.user.email, {
        operatorName: operator.user.name,
        contactName: contactDisplayName(thread.contact),
        preview: previewOf(latest?.body ?? thread.preview),
        minutes: operator.unansweredEmailMinutes!,
        link,
      });
      try {
        await services.mailer.send(email);
        sent += 1;
      } catch (error) {
        // Claimed and not retried: a reminder that arrives late or twice is worse than one that never comes.
        services.logger.warn('Could not send an unanswered-thread email', { error: String(error) });
      }
    }
  }
  return sent;
}
