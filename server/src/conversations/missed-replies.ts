import { createReplyHeaders } from '../email/inbound/reply-address';
import { missedReplies } from '../email/templates';
import { appLink, type Services } from '../services';
import { textsIn, visitorLanguage } from '../widgets/widget-translations';
import { teamAuthorKinds } from './awaiting-reply';

/**
 * Emails visitors who left an address the team's replies they have not read in the chat, once each reply has
 * waited the configured delay. Every instance sweeps; moving `visitorEmailedSeq` with a conditional update
 * lets exactly one of them claim each batch, so a reply is emailed at most once. Notes, automatic replies and
 * replies the visitor already read are never emailed.
 */
export async function emailMissedReplies(services: Services, now = new Date()): Promise<number> {
  const prisma = services.db.prisma;
  const cutoff = new Date(now.getTime() - services.config.missedReplyEmailDelayMs);
  const due = await prisma.$queryRaw<{ id: string }[]>`
    SELECT t.id FROM "Thread" t
    JOIN "Contact" c ON c.id = t."contactId"
    WHERE c.email IS NOT NULL AND t."lastSeq" > t."visitorEmailedSeq"
      AND EXISTS (
        SELECT 1 FROM "Message" m
        WHERE m."threadId" = t.id AND m.kind = 'MESSAGE' AND m."authorKind" IN ('OPERATOR', 'INTEGRATION')
          AND m.seq > t."visitorEmailedSeq" AND m."createdAt" <= ${cutoff}
          AND m.seq > COALESCE((SELECT r."lastReadSeq" FROM "ReadState" r WHERE r."threadId" = t.id AND r."contactId" = t."contactId"), 0)
      )
    LIMIT 200`;
  let emailed = 0;
  for (const { id } of due) {
    if (await emailUnreadReplies(services, id)) emailed += 1;
  }
  return emailed;
}

/** Emails the thread's team messages its visitor has not read or been emailed yet; false when there were none to send. */
export async function emailUnreadReplies(services: Services, threadId: string, { startedByTeam = false } = {}): Promise<boolean> {
  const prisma = services.db.prisma;
  const thread = await prisma.thread.findUniqueOrThrow({
    where: { id: threadId },
    include: {
      contact: { select: { email: true, language: true } },
      widget: { select: { clientId: true, locale: true, translations: true } },
      organization: { select: { name: true } },
    },
  });
  const read = await prisma.readState.findFirst({ where: { threadId, contactId: thread.contactId }, select: { lastReadSeq: true } });
  const unreadReplies = await prisma.message.findMany({
    where: { threadId, kind: 'MESSAGE', authorKind: { in: [...teamAuthorKinds] }, seq: { gt: Math.max(thread.visitorEmailedSeq, read?.lastReadSeq ?? 0) } },
    include: { authorUser: { select: { name: true } }, authorApiKey: { select: { name: true } } },
    orderBy: { seq: 'asc' },
  });
  const email = thread.contact.email;
  if (!email || unreadReplies.length === 0) return false;
  const upTo = unreadReplies.at(-1)!.seq;
  const { count } = await prisma.thread.updateMany({ where: { id: threadId, visitorEmailedSeq: thread.visitorEmailedSeq }, data: { visitorEmailedSeq: upTo } });
  if (count === 0) return false;
  const replies = unreadReplies.map((message) => ({ authorName: message.authorUser?.name ?? message.authorApiKey?.name ?? thread.organization.name, body: message.body }));
  const link = appLink(services.config, `/widgets/${thread.widget.clientId}`);
  const inbound = services.config.inboundEmail;
  // With replies by email on, the visitor may simply answer: the reply address leads back to this thread.
  const replyHeaders = inbound
    ? await createReplyHeaders(prisma, inbound.domain, { organizationId: thread.organizationId, threadId, contactId: thread.contactId })
    : {};
  try {
    // In the visitor's language: the admin's texts when the widget has them in it, the email's own words always.
    const language = visitorLanguage(thread.widget.locale, thread.contact.language);
    const texts = textsIn(thread.widget.translations, language);
    const options = { replyByEmail: inbound !== null, startedByTeam, subject: texts.emailSubject, intro: texts.emailIntro, language };
    await services.mailer.send({ ...missedReplies(email, thread.organization.name, replies, link, options), ...replyHeaders });
  } catch (error) {
    // Claimed first so that no instance sends twice; a failed send is reported rather than retried into a duplicate.
    services.logger.warn('Could not email a visitor their missed replies', { threadId, error: String(error) });
    return false;
  }
  return true;
}
