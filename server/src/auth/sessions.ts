import type { PrismaClient, Session, User } from '../generated/prisma/client';
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

export function revokeSessions(prisma: PrismaClient, userId: string, exceptSessionId?: string) {
  return prisma.session.deleteMany({ where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) } });
}
