import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client';

/** The local part before the `+token`: mail to the bare `reply@` address is routed by the Message-IDs it quotes. */
const replyMailbox = 'reply';

export type ReplyHeaders = { replyTo: string; messageId: string };

/**
 * A fresh reply address and Message-ID for one email to a visitor about a thread, recorded so that their reply
 * lands in that thread as them. The token is 128 random bits: knowing one visitor's address reveals no other.
 */
export async function createReplyHeaders(prisma: PrismaClient, domain: string, about: { organizationId: string; threadId: string; contactId: string }): Promise<ReplyHeaders> {
  const replyToken = randomBytes(16).toString('hex');
  const messageId = `${randomBytes(16).toString('hex')}@${domain}`;
  await prisma.visitorEmail.create({ data: { ...about, replyToken, messageId } });
  return { replyTo: `${replyMailbox}+${replyToken}@${domain}`, messageId: `<${messageId}>` };
}

/** What a recipient address asks for: one thread's reply token, the bare reply mailbox, or nothing of ours. */
export type ReplyRecipient = { token: string } | { bare: true } | null;

export function parseReplyRecipient(address: string, domain: string): ReplyRecipient {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain) return null;
  const local = address.slice(0, at).toLowerCase();
  if (local === replyMailbox) return { bare: true };
  return local.startsWith(`${replyMailbox}+`) ? { token: local.slice(replyMailbox.length + 1) } : null;
}
