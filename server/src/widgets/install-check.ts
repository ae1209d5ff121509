import type { PrismaClient } from '../generated/prisma/client';

/** Busy sites start many sessions a second; the install check needs the last one within this much, not every one. */
const recordEveryMs = 30_000;

/**
 * Remembers where the widget last started (or resumed) a visitor session on a customer's page, for the install check
 * on the setup page. At most one write per widget per interval, so a popular widget's row doesn't become a hot spot.
 */
export async function recordWidgetSeen(prisma: PrismaClient, widgetId: string, page: { origin: string; url: string }, now = new Date()) {
  await prisma.widget.updateMany({
    where: { id: widgetId, OR: [{ lastSeenAt: null }, { lastSeenAt: { lt: new Date(now.getTime() - recordEveryMs) } }] },
    data: { lastSeenOrigin: page.origin, lastSeenUrl: page.url.slice(0, 2000), lastSeenAt: now },
  });
}
