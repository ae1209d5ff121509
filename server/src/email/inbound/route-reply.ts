import type { PrismaClient } from '../../generated/prisma/client';

/** The thread an inbound reply belongs to, and the visitor it is from. */
export type ReplyRoute = { organizationId: string; threadId: string; contactId: string };

const sentEmail = { select: { organizationId: true, threadId: true, contactId: true, thread: { select: { contactId: true } }, contact: { select: { email: true } } } } as const;

/** A sent email's route, as long as its thread still belongs to the visitor it was written to. */
function routeOf(sent: { organizationId: string; threadId: string; contactId: string; thread: { contactId: string } } | null): ReplyRoute | null {
  if (!sent || sent.thread.contactId !== sent.contactId) return null;
  return { organizationId: sent.organizationId, threadId: sent.threadId, contactId: sent.contactId };
}

/** The thread a reply address's token was made for; null for a token we never handed out. */
export async function routeByToken(prisma: PrismaClient, token: string): Promise<ReplyRoute | null> {
  return routeOf(await prisma.visitorEmail.findUnique({ where: { replyToken: token }, ...sentEmail }));
}

/** Message-IDs as headers carry them (`<id>`, possibly several per header), without their brackets. */
export function quotedMessageIds(...headers: Array<string | string[] | undefined>): string[] {
  return headers
    .flat()
    .flatMap((header) => header?.match(/<[^<>\s]+>/g) ?? [])
    .map((id) => id.slice(1, -1));
}

/**
 * For mail to the bare reply mailbox (a mail program that dropped the `+token`): the thread of the most recent of our
 * emails the reply quotes. A Message-ID is not a secret (it travels in every forward), so the reply must also come
 * from the address that email was sent to.
 */
export async function routeByQuotedIds(prisma: PrismaClient, messageIds: string[], fromAddress: string | undefined): Promise<ReplyRoute | null> {
  if (messageIds.length === 0 || !fromAddress) return null;
  const sent = await prisma.visitorEmail.findFirst({ where: { messageId: { in: messageIds } }, orderBy: { createdAt: 'desc' }, ...sentEmail });
  if (!sent || sent.contact.email?.toLowerCase() !== fromAddress.toLowerCase()) return null;
  return routeOf(sent);
}
