import type { User } from '../generated/prisma/client';
import type { Context } from '../graphql/context';
import { createSession, endSessions } from './sessions';

/** Signs the user in on this browser: a fresh session (rotated: any previous one here is ended) and its cookie. */
export async function startSession(context: Context, user: User): Promise<void> {
  const { prisma } = context;
  const previous = context.session;
  const membership = await prisma.membership.findFirst({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
  const { token, session } = await createSession(prisma, {
    userId: user.id,
    userAgent: context.userAgent.slice(0, 500),
    ipAddress: context.clientIp,
    activeOrganizationId: membership?.organizationId ?? null,
  });
  if (previous) await endSessions(context.services, { id: previous.id });
  await context.setSessionCookie(token, session.expiresAt);
  context.session = { ...session, user };
  context.forgetRoles();
}
