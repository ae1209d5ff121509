import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { generateToken, hashToken } from '../auth/tokens';

/** Who a widget request speaks for: one contact of one widget, through one browser's session. */
export type VisitorPrincipal = { contactId: string; organizationId: string; widgetId: string; sessionId: string };

const visitorTokenPrefix = 'pv_';
/** A session's last-seen time is written at most this often, so busy widgets don't write on every request. */
const touchAfterMs = 5 * 60 * 1000;

export function issueVisitorToken(): { token: string; tokenHash: string } {
  const token = `${visitorTokenPrefix}${generateToken()}`;
  return { token, tokenHash: hashToken(token) };
}

/**
 * Opens a session for the contact's browser; the token is returned once and only its hash is kept. Each browser gets
 * its own session, so identifying on one device never signs another out.
 */
export async function openVisitorSession(
  tx: Prisma.TransactionClient | PrismaClient,
  contact: { id: string; organizationId: string; widgetId: string },
  userAgent: string,
): Promise<{ token: string; principal: VisitorPrincipal }> {
  const { token, tokenHash } = issueVisitorToken();
  const session = await tx.visitorSession.create({
    data: { tokenHash, contactId: contact.id, organizationId: contact.organizationId, widgetId: contact.widgetId, userAgent },
  });
  return { token, principal: { contactId: contact.id, organizationId: contact.organizationId, widgetId: contact.widgetId, sessionId: session.id } };
}

/** The contact behind a widget's bearer token, or null when the token is unknown or its widget is disabled. */
export async function resolveVisitor(prisma: PrismaClient, token: string | null | undefined): Promise<VisitorPrincipal | null> {
  if (!token?.startsWith(visitorTokenPrefix)) return null;
  const session = await prisma.visitorSession.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, contactId: true, organizationId: true, widgetId: true, lastSeenAt: true, widget: { select: { enabled: true } } },
  });
  if (!session?.widget.enabled) return null;
  if (Date.now() - session.lastSeenAt.getTime() >= touchAfterMs) {
    await prisma.visitorSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: new Date() } });
  }
  return { contactId: session.contactId, organizationId: session.organizationId, widgetId: session.widgetId, sessionId: session.id };
}

/** `Authorization: Bearer <token>` on HTTP; `connectionParams.visitorToken` on a WebSocket. */
export function visitorTokenFrom(authorization: string | null, connectionParams: Record<string, unknown> | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const fromSocket = connectionParams?.visitorToken;
  return typeof fromSocket === 'string' ? fromSocket : null;
}
