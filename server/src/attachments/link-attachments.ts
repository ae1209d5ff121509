import type { Message, Prisma } from '../generated/prisma/client';
import { ValidationError } from '../errors';

/** The most attachments one message may carry. */
export const maxAttachmentsPerMessage = 10;

/** Who must have uploaded a message's files: its author, or for an integration's message, the integration for this thread. */
function uploaderOf(message: Message): Prisma.AttachmentWhereInput {
  if (message.authorUserId) return { uploaderKind: 'OPERATOR', uploaderUserId: message.authorUserId };
  if (message.authorContactId) return { uploaderKind: 'CONTACT', uploaderContactId: message.authorContactId };
  return { uploaderKind: 'INTEGRATION', threadId: message.threadId };
}

/**
 * Links uploads to the message being stored, inside its transaction: each must have been uploaded by
 * the message's own author, in the same organization (and, for operators, for this thread), and not be
 * used by another message yet. Any that is not makes the whole send fail, so nothing changes.
 * Returns the linked file names, in upload order.
 */
export async function linkAttachments(tx: Prisma.TransactionClient, message: Message, attachmentIds: string[]): Promise<string[]> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return [];
  const uploader = uploaderOf(message);
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
