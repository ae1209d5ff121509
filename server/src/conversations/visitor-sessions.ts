import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { generateToken, hashToken } from '../auth/tokens';

/** Who a widget request speaks for: one contact of one widget, through one browser's session. */
export type VisitorPrincipal = { contactId: string; organizationId: string; widgetId: string; sessionId: string };

export const visitorTokenPrefix = 'pv_';
/** A session's last-seen time is written at most this often, so busy widgets don't write on every request. */
export const touchAfterMs = 5 * 60 * 1000;

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

/** `Authorization: Bearer <token>` on HTTP; `connectionParams.visitorToken` on a WebSocket. */
export function visitorTokenFrom(authorization: string | null, connectionParams: Record<string, unknown> | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const fromSocket = connectionParams?.visitorToken;
  return typeof fromSocket === 'string' ? fromSocket : null;
}
