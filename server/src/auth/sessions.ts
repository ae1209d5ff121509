import type { Prisma, PrismaClient, Session, User } from '../generated/prisma/client';
import { revokeLiveAccess } from '../realtime/revocations';
import type { Services } from '../services';
import { generateToken, hashToken } from './tokens';

export const sessionCookieName = 'parley_session';
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry: a session seen again after this long is extended (and its cookie re-sent). */
const slideAfterMs = 60 * 60 * 1000;

export type ActiveSession = Session & { user: User };

export async function createSession(
  prisma: PrismaClient,
  values: { userId: string; userAgent: string; ipAddress: string; activeOrganizationId?: string | null },
): Promise<{ token: string; session: Session }> {
  const token = generateToken();
  const session = await prisma.session.create({
    data: { ...values, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + sessionLifetimeMs) },
  });
  return { token, session };
}

/** The live session behind a cookie token, extended when due; null when unknown or expired. */
export async function resumeSession(
  prisma: PrismaClient,
  token: string,
): Promise<{ session: ActiveSession; extended: boolean } | null> {
  const session = await prisma.session.findUnique({ where: { tokenHash: hashToken(token) }, include: { user: true } });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  if (Date.now() - session.lastSeenAt.getTime() < slideAfterMs) return { session, extended: false };
  const extended = await prisma.session.update({
    where: { id: session.id },
    data: { lastSeenAt: new Date(), expiresAt: new Date(Date.now() + sessionLifetimeMs) },
    include: { user: true },
  });
  return { session: extended, extended: true };
}

/**
 * Ends sessions (signing out, revoking, replacing them after a password change), and with them, on every instance,
 * the live connections they opened. Returns how many ended.
 */
export async function endSessions(services: Pick<Services, 'db' | 'pubsub'>, where: Prisma.SessionWhereInput): Promise<number> {
  const { prisma } = services.db;
  const ending = (await prisma.session.findMany({ where, select: { id: true } })).map((session) => session.id);
  if (ending.length === 0) return 0;
  const { count } = await prisma.session.deleteMany({ where: { id: { in: ending } } });
  await revokeLiveAccess(services, { kind: 'SESSIONS_ENDED', sessionIds: ending });
  return count;
}

/** Ends every session of a user, or every one but the session given. */
export function revokeSessions(services: Pick<Services, 'db' | 'pubsub'>, userId: string, exceptSessionId?: string) {
  return endSessions(services, { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) });
}

/** When a session expires now, or null once it is gone: live connections check it when the expiry they saw comes. */
export async function sessionExpiry(prisma: PrismaClient, sessionId: string): Promise<Date | null> {
  return (await prisma.session.findUnique({ where: { id: sessionId }, select: { expiresAt: true } }))?.expiresAt ?? null;
}
