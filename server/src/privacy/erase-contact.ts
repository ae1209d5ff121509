import { recordAudit, type AuditActor } from '../audit/record-audit';
import { revokeLiveAccess } from '../realtime/revocations';
import type { Services } from '../services';
import { deleteStoredFiles } from './delete-stored-files';

/** What an erased contact who is kept for report counts is called from then on. */
export const erasedContactName = 'Deleted visitor';

export type ErasureOutcome = { threads: number; messages: number; files: number; keptForCounts: boolean };

/**
 * Erases a contact for good, in one transaction: their threads, messages, files, metadata, widget sessions and
 * emailed-reply addresses go; or, when the organization keeps counts, the threads stay with every message's text
 * removed and the contact renamed "Deleted visitor", so reports still count them. Files are removed from storage once
 * the rows are gone, and the contact's open widget connections close. The audit entry names them only by number:
 * the log outlives the erasure, so it must not keep what was erased. `contact.deleted` is announced to webhooks.
 */
export async function eraseContact(services: Services, contactId: string, actor: AuditActor): Promise<ErasureOutcome> {
  const { prisma } = services.db;
  const { outcome, storageKeys } = await prisma.$transaction(async (tx) => {
    const contact = await tx.contact.findUniqueOrThrow({ where: { id: contactId }, include: { organization: { select: { erasureKeepsCounts: true } } } });
    const keptForCounts = contact.organization.erasureKeepsCounts;
    const inTheirThreads = { thread: { contactId } };
    const files = await tx.attachment.findMany({ where: { OR: [inTheirThreads, { uploaderContactId: contactId }] }, select: { id: true, storageKey: true } });
    const threads = await tx.thread.count({ where: { contactId } });
    const messages = await tx.message.count({ where: inTheirThreads });
    const resource = JSON.stringify({ id: contact.id, number: contact.number, keptForCounts });
    await tx.$executeRaw`SELECT "parley_record_event"(${contact.organizationId}, 'contact.deleted', ${resource}::jsonb, '{}'::jsonb)`;
    await tx.attachment.deleteMany({ where: { id: { in: files.map((file) => file.id) } } });
    if (keptForCounts) {
      await tx.message.updateMany({ where: inTheirThreads, data: { body: '' } });
      await tx.thread.updateMany({ where: { contactId }, data: { preview: '', subject: null, csatComment: null } });
      await tx.visitorSession.deleteMany({ where: { contactId } });
      await tx.visitorEmail.deleteMany({ where: { contactId } });
      await tx.readState.deleteMany({ where: { contactId } });
      await tx.contact.update({
        where: { id: contactId },
        data: {
          name: erasedContactName,
          email: null,
          externalId: null,
          identityVerifiedBy: null,
          metadata: {},
          currentUrl: null,
          referrer: null,
          userAgent: null,
          language: null,
          erasedAt: services.now(),
        },
      });
    } else {
      // Threads, messages, sessions, read states and reply addresses go with the contact (foreign keys cascade).
      await tx.contact.delete({ where: { id: contactId } });
    }
    const outcome: ErasureOutcome = { threads: keptForCounts ? 0 : threads, messages: keptForCounts ? 0 : messages, files: files.length, keptForCounts };
    await recordAudit(tx, actor, {
      organizationId: contact.organizationId,
      action: 'contact.erased',
      target: { type: 'Contact', id: contact.id, label: `Visitor #${contact.number}` },
      changes: {
        threads: { before: threads, after: threads - outcome.threads },
        messages: { before: messages, after: messages - outcome.messages },
        files: { before: files.length, after: 0 },
      },
    });
    return { outcome, storageKeys: files.map((file) => file.storageKey) };
  });
  await Promise.all([deleteStoredFiles(services, storageKeys), revokeLiveAccess(services, { kind: 'VISITORS_ENDED', contactIds: [contactId] })]);
  return outcome;
}
