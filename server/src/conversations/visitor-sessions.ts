import type { Contact, PrismaClient } from '../generated/prisma/client';
import { generateToken, hashToken } from '../auth/tokens';
import { sqlTimestamp } from '../db/sql-timestamp';

/** Who a widget request speaks for: one contact of one widget, through one browser's session. */
export type VisitorPrincipal = { contactId: string; organizationId: string; widgetId: string; sessionId: string };

export const visitorTokenPrefix = 'pv_';
/** A session's last-seen time is written at most this often, so busy widgets don't write on every request. */
export const touchAfterMs = 5 * 60 * 1000;

export function issueVisitorToken(): { token: string; tokenHash: string } {
  const token = `${visitorTokenPrefix}${generateToken()}`;
  return { token, tokenHash: hashToken(token) };
}

/** What a widget tells of the page a new visitor is on. */
export type PageDetails = { currentUrl?: string; referrer?: string; language?: string; userAgent: string | null; lastSeenAt: Date };

/**
 * A new visitor: their contact, numbered in the organization ("Visitor #n"), and a session for their browser, whose
 * token is returned once (only its hash is kept). Each browser gets its own session, so identifying on one device
 * never signs another out.
 *
 * One statement, written by hand because Prisma's query API cannot chain writes through data-modifying CTEs: the
 * organization's row hands out the number and stays locked only while the statement runs. As an interactive
 * transaction it stayed locked across four round trips, and a burst of new visitors on one site queued behind it
 * until their transactions timed out.
 */
export async function startVisitorContact(
  prisma: PrismaClient,
  widget: { id: string; organizationId: string },
  page: PageDetails,
): Promise<{ contact: Contact; token: string; principal: VisitorPrincipal }> {
  const { token, tokenHash } = issueVisitorToken();
  const seenAt = sqlTimestamp(page.lastSeenAt);
  const [row] = await prisma.$queryRaw<Array<Contact & { sessionId: string }>>`
    WITH n AS (
      UPDATE "Organization" SET "lastContactNumber" = "lastContactNumber" + 1 WHERE "id" = ${widget.organizationId} RETURNING "lastContactNumber"
    ),
    c AS (
      INSERT INTO "Contact" ("id", "organizationId", "widgetId", "number", "currentUrl", "referrer", "language", "userAgent", "firstSeenAt", "lastSeenAt")
      SELECT gen_random_uuid()::text, ${widget.organizationId}, ${widget.id}, n."lastContactNumber", ${page.currentUrl ?? null}, ${page.referrer ?? null},
             ${page.language ?? null}, ${page.userAgent}, ${seenAt}, ${seenAt}
      FROM n
      RETURNING *
    ),
    s AS (
      INSERT INTO "VisitorSession" ("id", "tokenHash", "organizationId", "widgetId", "contactId", "userAgent", "createdAt", "lastSeenAt")
      SELECT gen_random_uuid()::text, ${tokenHash}, c."organizationId", c."widgetId", c."id", ${page.userAgent ?? ''}, ${seenAt}, ${seenAt}
      FROM c
      RETURNING "id"
    )
    SELECT c.*, s."id" AS "sessionId" FROM c, s`;
  const { sessionId, ...contact } = row;
  return { contact, token, principal: { contactId: contact.id, organizationId: contact.organizationId, widgetId: contact.widgetId, sessionId } };
}

/** `Authorization: Bearer <token>` on HTTP; `connectionParams.visitorToken` on a WebSocket. */
export function visitorTokenFrom(authorization: string | null, connectionParams: Record<string, unknown> | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const fromSocket = connectionParams?.visitorToken;
  return typeof fromSocket === 'string' ? fromSocket : null;
}
