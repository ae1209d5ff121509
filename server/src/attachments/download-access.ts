import type { Attachment, MessageKind } from '../generated/prisma/client';

export type DownloadableAttachment = Attachment & { message: { kind: MessageKind; thread: { contactId: string } } | null };

/** What to load with an attachment to decide who may download it. */
export const downloadAccessInclude = { message: { select: { kind: true, thread: { select: { contactId: true } } } } } as const;

/** Who asks for a file: a member of some organizations, or one visitor. */
export type Downloader = { isMemberOf(organizationId: string): Promise<boolean> } | { contactId: string };

/**
 * Members see every attachment of their organization, notes included. A visitor sees only files of
 * messages (never notes) in their own threads; a file not sent yet is nobody's but its uploader's team.
 */
export async function mayDownload(attachment: DownloadableAttachment, who: Downloader): Promise<boolean> {
  if ('contactId' in who) return attachment.message?.kind === 'MESSAGE' && attachment.message.thread.contactId === who.contactId;
  return who.isMemberOf(attachment.organizationId);
}
