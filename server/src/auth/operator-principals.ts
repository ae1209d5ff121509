import type { PrismaClient, Role } from '../generated/prisma/client';
import type { Database } from '../db/client';
import type { EventBus } from '../realtime/event-bus';
import { everyone } from '../realtime/topics';
import { recentReads } from '../recent-reads';
import { hashToken } from './tokens';
import { resumeSession, type ActiveSession } from './sessions';

/**
 * How long an operator's session and memberships are trusted without reading them again: every dashboard request
 * and every reply read both. Sign-outs and revoked sessions, and changed or ended memberships, are published to every
 * instance and drop them at once; any write to users, sessions, memberships or organizations through this instance
 * drops them too, so a request sees what the one before it changed, and so do such writes through other instances
 * (see shared-write-notices). This bound is for a notice that never came (Redis was out of reach).
 */
const trustedForMs = 5_000;
/** Sessions and members remembered at most, oldest dropped first. */
const remembered = 20_000;

/** The models a remembered session (with its user) and remembered memberships are read from. */
const sessionModels = new Set(['User', 'Session']);
const membershipModels = new Set(['Membership', 'Organization']);
export const operatorPrincipalModels: readonly string[] = [...sessionModels, ...membershipModels];

export type MembershipRule = { role: Role; requireTwoFactor: boolean };
type Resumed = { session: ActiveSession; extended: boolean };

export type OperatorPrincipals = {
  /** The signed-in operator's session for a cookie's token (slid forward when due), or null. */
  resume(token: string): Promise<Resumed | null>;
  /** The operator's role and the two-factor rule in each organization they belong to. */
  roles(userId: string): Promise<Map<string, MembershipRule>>;
  stop(): void;
};

export function createOperatorPrincipals({ db, bus }: { db: Database; bus: EventBus }): OperatorPrincipals {
  const prisma: PrismaClient = db.prisma;
  const sessions = recentReads<ActiveSession>({ trustedForMs, remembered });
  const memberships = recentReads<Map<string, MembershipRule>>({ trustedForMs, remembered });
  // Bumped by every change: a read that started before one may hold what it changed, and is not kept.
  let changes = 0;

  const listening = bus.listen([['access:revoked', everyone]], (revocation) => {
    changes += 1;
    if (revocation.kind === 'SESSIONS_ENDED') sessions.dropWhere((session) => revocation.sessionIds.includes(session.id));
    if (revocation.kind === 'MEMBERSHIPS_CHANGED') for (const userId of revocation.userIds) memberships.drop(userId);
  });
  const stopNotices = db.onWrites((model) => {
    if (sessionModels.has(model)) {
      changes += 1;
      sessions.clear();
    }
    if (membershipModels.has(model)) {
      changes += 1;
      memberships.clear();
    }
  });

  return {
    async resume(token) {
      const tokenHash = hashToken(token);
      const known = sessions.fresh(tokenHash);
      if (known && known.expiresAt.getTime() > Date.now()) return { session: known, extended: false };
      const before = changes;
      const resumed = await resumeSession(prisma, token);
      if (!resumed) sessions.drop(tokenHash);
      else if (changes === before) sessions.keep(tokenHash, resumed.session);
      return resumed;
    },
    async roles(userId) {
      const known = memberships.fresh(userId);
      if (known) return known;
      const before = changes;
      const rows = await prisma.membership.findMany({
        where: { userId },
        select: { organizationId: true, role: true, organization: { select: { requireTwoFactor: true } } },
      });
      const rules = new Map(rows.map((row) => [row.organizationId, { role: row.role, requireTwoFactor: row.organization.requireTwoFactor }]));
      if (changes === before) memberships.keep(userId, rules);
      return rules;
    },
    stop() {
      listening.stop();
      stopNotices();
    },
  };
}
