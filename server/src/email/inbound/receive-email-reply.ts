import { Readable } from 'node:stream';
import type { Attachment as MailAttachment } from 'mailparser';
import { discardUnsentUploads } from '../../attachments/discard-unsent';
import { FileTypeNotAllowedError } from '../../attachments/file-types';
import { receiveUpload } from '../../attachments/receive-upload';
import { EmptyUploadError, UploadTooLargeError } from '../../attachments/upload-errors';
import { findStoredMessage } from '../../conversations/append-message';
import { sendVisitorMessage } from '../../conversations/send-visitor-message';
import type { Services } from '../../services';
import { messageWithAttachmentsInput } from '../../validation';
import type { ReplyRoute } from './route-reply';
import { SmtpRefusal } from './smtp-refusal';
import { visibleReply } from './visible-reply';

export type InboundReply = {
  /** The email's Message-ID: a redelivery of the same email carries the same one. */
  messageId: string;
  text: string;
  attachments: MailAttachment[];
  /** The sending mail server's address, counted like a widget's client address. */
  clientAddress: string;
};

const replyInput = messageWithAttachmentsInput({});

/**
 * Stores a visitor's emailed reply in its thread through the same path as a message from the widget (limits,
 * live events, auto-reply), exactly once per Message-ID: a redelivered email finds its message already there.
 * Returns whether this call stored it. Any refused file refuses the whole reply, and nothing is kept.
 */
export async function receiveEmailReply(services: Services, route: ReplyRoute, reply: InboundReply): Promise<boolean> {
  const prisma = services.db.prisma;
  const { clientThreadId } = await prisma.thread.findUniqueOrThrow({ where: { id: route.threadId }, select: { clientThreadId: true } });
  const clientMessageId = `email:${reply.messageId}`;
  if (await findStoredMessage(prisma, { visitorThread: { contactId: route.contactId, clientThreadId } }, clientMessageId)) return false;

  // Images a signature or an HTML layout embeds are part of the email's look, not files the visitor sent.
  const files = reply.attachments.filter((attachment) => !attachment.related);
  // The same rules as a message from the widget: some text or files, at most ten files, at most 10,000 characters.
  const input = replyInput.safeParse({ body: visibleReply(reply.text), attachmentIds: files });
  if (!input.success) throw new SmtpRefusal(550, `5.6.0 ${input.error.issues[0].message}`);

  const attachmentIds: string[] = [];
  try {
    for (const file of files) attachmentIds.push(await storeFile(services, route, file));
    await sendVisitorMessage(
      services,
      { contactId: route.contactId, clientIp: reply.clientAddress },
      { clientThreadId, clientMessageId, body: input.data.body as string, attachmentIds, channel: 'EMAIL' },
    );
  } finally {
    // A refused reply took none of its files; a redelivery racing the first delivery stored copies nobody took.
    await discardUnsentUploads(services, attachmentIds);
  }
  return true;
}

async function storeFile(services: Services, route: ReplyRoute, file: MailAttachment): Promise<string> {
  const fileName = file.filename ?? 'attachment';
  await services.rateLimits.consume('upload', `contact:${route.contactId}`);
  try {
    const attachment = await receiveUpload(
      { prisma: services.db.prisma, storage: services.storage, maxBytes: services.config.uploadMaxBytes },
      { kind: 'CONTACT', contactId: route.contactId, organizationId: route.organizationId },
      { content: Readable.from([file.content]), fileName, declaredType: file.contentType, declaredLength: file.size },
    );
    return attachment.id;
  } catch (error) {
    if (error instanceof UploadTooLargeError || error instanceof FileTypeNotAllowedError || error instanceof EmptyUploadError) {
      throw new SmtpRefusal(550, `5.6.0 ${fileName}: ${error.message}`);
    }
    throw error;
  }
}
