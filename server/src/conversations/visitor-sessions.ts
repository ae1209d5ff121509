import type { PrismaClient } from '../generated/prisma/client';
import { generateToken, hashToken } from '../auth/tokens';

/** Who a widget request speaks for: one contact of one widget. */
export type VisitorPrincipal = { contactId: string; organizationId: string; widgetId: string };

const visitorTokenPrefix = 'pv_';

export function issueVisitorToken(): { token: string; tokenHash: string } {
  const token = `${visitorTokenPrefix}${generateToken()}`;
  return { token, tokenHash: hashToken(token) };
}

/** The contact behind a widget's bearer token, or null when the token is unknown or its widget is disabled. */
export async function resolveVisitor(prisma: PrismaClient, token: string | null | undefined): Promise<VisitorPrincipal | null> {
  if (!token?.startsWith(visitorTokenPrefix)) return null;
  const contact = await prisma.contact.findUnique({
    where: { sessionTokenHash: hashToken(token) },
    select: { id: true, organizationId: true, widgetId: true, widget: { select: { enabled: true } } },
  });
  if (!contact?.widget.enabled) return null;
  return { contactId: contact.id, organizationId: contact.organizationId, widgetId: contact.widgetId };
}

/** `Authorization: Bearer <token>` on HTTP; `connectionParams.visitorToken` on a WebSocket. */
export function visitorTokenFrom(authorization: string | null, connectionParams: Record<string, unknown> | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const fromSocket = connectionParams?.visitorToken;
  return typeof fromSocket === 'string' ? fromSocket : null;
}
