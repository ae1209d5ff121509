import type { Services } from '../services';

/**
 * Deletes those of the given uploads that no message took, rows and bytes. For files a server copied in for one
 * message (an emailed reply's, a Slack reply's): when that message was refused or already stored, no message ever
 * will take them, so they go now rather than at the daily sweep.
 */
export async function discardUnsentUploads(services: Pick<Services, 'db' | 'storage'>, attachmentIds: string[]): Promise<void> {
  if (attachmentIds.length === 0) return;
  const prisma = services.db.prisma;
  const unsent = await prisma.attachment.findMany({ where: { id: { in: attachmentIds }, messageId: null }, select: { id: true, storageKey: true } });
  await prisma.attachment.deleteMany({ where: { id: { in: unsent.map((attachment) => attachment.id) }, messageId: null } });
  for (const attachment of unsent) await services.storage.delete(attachment.storageKey);
}
