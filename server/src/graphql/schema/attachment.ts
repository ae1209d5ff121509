import { attachmentPath, signedVisitorLink } from '../../attachments/download-links';
import { isImageType } from '../../attachments/file-types';
import { builder } from '../builder';
import type { Context } from '../context';
import { answerOncePerRequest } from '../request-answers';

/** Whether the asking visitor may see a message (theirs, not a note); answered once per message per request. */
function visitorSeesMessage(context: Context, messageId: string): Promise<boolean> {
  const visitor = context.visitor;
  if (!visitor) return Promise.resolve(false);
  const contactId = visitor.contactId;
  return answerOncePerRequest(
    context,
    `contact ${contactId} sees message ${messageId}`,
    async () => (await context.prisma.message.count({ where: { id: messageId, kind: 'MESSAGE', thread: { contactId } } })) > 0,
  );
}

/** A file sent with a message, as the team sees it (notes' files included). */
export const AttachmentRef = builder.prismaNode('Attachment', {
  id: { field: 'id' },
  authScopes: (attachment) => ({ member: attachment.organizationId }),
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType', { description: 'Decided from the file\'s content where its format allows.' }),
    byteSize: t.exposeInt('byteSize'),
    isImage: t.boolean({ description: 'Shown inline; other files are offered as downloads.', resolve: (attachment) => isImageType(attachment.contentType) }),
    url: t.string({ description: "Path on this server; the operator's session cookie authorizes it.", resolve: (attachment) => attachmentPath(attachment) }),
  }),
});

/** A file sent with a message, as the visitor of its thread sees it. */
export const VisitorAttachmentRef = builder.prismaNode('Attachment', {
  variant: 'VisitorAttachment',
  id: { field: 'id' },
  authScopes: (attachment, context) => (attachment.messageId ? visitorSeesMessage(context, attachment.messageId) : false),
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    byteSize: t.exposeInt('byteSize'),
    isImage: t.boolean({ resolve: (attachment) => isImageType(attachment.contentType) }),
    url: t.string({
      description: 'Path on this server, signed for this visitor; it expires within two hours, so fetch the message again for a fresh one.',
      resolve: (attachment, _args, context) => signedVisitorLink(context.services.serverSecret, attachment, context.visitor!.contactId),
    }),
  }),
});

/** Upload order is the order people chose their files in. */
export const attachmentOrder = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
