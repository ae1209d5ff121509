import type { Message, Prisma } from '../generated/prisma/client';
import { ValidationError } from '../errors';

/** The most attachments one message may carry. */
export const maxAttachmentsPerMessage = 10;

/**
 * Links uploads to the message being stored, inside its transaction: each must have been uploaded by
 * the message's own author, in the same organization (and, for operators, for this thread), and not be
 * used by another message yet. Any that is not makes the whole send fail, so nothing changes.
 * Returns the linked file names, in upload order.
 */
export async function linkAttachments(tx: Prisma.TransactionClient, message: Message, attachmentIds: string[]): Promise<string[]> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return [];
  const uploader = message.authorUserId ? { uploaderKind: 'OPERATOR' as const, uploaderUserId: message.authorUserId } : { uploaderKind: 'CONTACT' as const, uploaderContactId: message.authorContactId! };
  const linked = await tx.attachment.updateMany({
    where: {
      id: { in: ids },
      organizationId: message.organizationId,
      messageId: null,
      OR: [{ threadId: null }, { threadId: message.threadId }],
      ...uploader,
    },
    data: { messageId: message.id, threadId: message.threadId },
  });
  if (linked.count !== ids.length) {
    throw ValidationError.forField('attachmentIds', 'An attachment could not be sent: it was already sent or is not yours. Upload it again.');
  }
  const files = await tx.attachment.findMany({ where: { messageId: message.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { fileName: true } });
  return files.map((file) => file.fileName);
}
