import { hashToken } from '../auth/tokens';
import type { PrismaClient } from '../generated/prisma/client';
import type { EventBus } from '../realtime/event-bus';
import type { Revocation } from '../realtime/revocations';
import { everyone } from '../realtime/topics';
import { recentReads } from '../recent-reads';
import { touchAfterMs, visitorTokenPrefix, type VisitorPrincipal } from './visitor-sessions';

/**
 * How long a visitor's session is trusted without reading it again. Every widget request and socket names its session,
 * so reading it each time was one of a send's round trips; a visitor writes every few seconds to minutes, and with a
 * few seconds' trust most of their sends read it again. What takes a session away (a disabled widget, an erased or
 * merged contact, a deleted organization) is published to every instance as a revocation, which drops it here at
 * once, and when revocations may have been missed (the event bus lost its subscription) every session is read again;
 * this bound is for changes that publish nothing.
 */
const trustedForMs = 60_000;
/** Sessions remembered at most, oldest dropped first: a few megabytes. */
const remembered = 20_000;

type Known = { principal: VisitorPrincipal; lastSeenAt: number };

export type VisitorPrincipals = {
  /** The contact behind a widget's bearer token, or null when the token is unknown or its widget is disabled. */
  resolve(token: string | null | undefined): Promise<VisitorPrincipal | null>;
  stop(): void;
};

function revokes(revocation: Revocation, principal: VisitorPrincipal): boolean {
  if (revocation.kind !== 'VISITORS_ENDED') return false;
  return Boolean(
    revocation.widgetIds?.includes(principal.widgetId) || revocation.organizationIds?.includes(principal.organizationId) || revocation.contactIds?.includes(principal.contactId),
  );
}

export function createVisitorPrincipals({ prisma, bus }: { prisma: PrismaClient; bus: EventBus }): VisitorPrincipals {
  const known = recentReads<Known>({ trustedForMs, remembered });
  // Bumped by each revocation: a read that started before one may hold what it took away, and is not kept.
  let revocations = 0;

  const listening = bus.listen([['access:revoked', everyone]], (revocation) => {
    revocations += 1;
    known.dropWhere((entry) => revokes(revocation, entry.principal));
  });
  bus.onGap(() => {
    revocations += 1;
    known.clear();
  });

  const read = async (tokenHash: string): Promise<Known | null> => {
    const session = await prisma.visitorSession.findUnique({
      where: { tokenHash },
      select: { id: true, contactId: true, organizationId: true, widgetId: true, lastSeenAt: true, widget: { select: { enabled: true } } },
    });
    if (!session?.widget.enabled) return null;
    const principal = { contactId: session.contactId, organizationId: session.organizationId, widgetId: session.widgetId, sessionId: session.id };
    return { principal, lastSeenAt: session.lastSeenAt.getTime() };
  };

  return {
    async resolve(token) {
      if (!token?.startsWith(visitorTokenPrefix)) return null;
      const tokenHash = hashToken(token);
      let entry = known.fresh(tokenHash);
      if (!entry) {
        const before = revocations;
        const fresh = await read(tokenHash);
        if (!fresh) {
          known.drop(tokenHash);
          return null;
        }
        entry = fresh;
        if (revocations === before) known.keep(tokenHash, entry);
      }
      // A session's last-seen time is written at most every few minutes, so busy widgets don't write on every request.
      if (Date.now() - entry.lastSeenAt >= touchAfterMs) {
        entry.lastSeenAt = Date.now();
        await prisma.visitorSession.updateMany({ where: { id: entry.principal.sessionId }, data: { lastSeenAt: new Date(entry.lastSeenAt) } });
      }
      return { ...entry.principal };
    },
    stop: () => listening.stop(),
  };
}
