import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { Prisma } from '../generated/prisma/client';
import type { Services } from '../services';
import { deleteStoredFiles } from './delete-stored-files';

const dayMs = 24 * 60 * 60 * 1000;
/** Rows deleted per transaction: each one holds its locks only for a moment, so the inbox never waits on a run. */
const batchSize = 200;

export type RetentionPolicy = { threadDays: number | null; fileDays: number | null };
export type RetentionCounts = { threads: number; files: number };

/** Closed threads with nothing new for `days`: no message since, and closed before then. */
function expiredThreads(organizationId: string, days: number, now: Date): Prisma.ThreadWhereInput {
  const cutoff = new Date(now.getTime() - days * dayMs);
  return { organizationId, status: 'CLOSED', lastMessageAt: { lt: cutoff }, OR: [{ closedAt: null }, { closedAt: { lt: cutoff } }] };
}

/** Sent files older than `days` (files not sent yet are removed within hours anyway: attachments/remove-unsent). */
function expiredFiles(organizationId: string, days: number, now: Date): Prisma.AttachmentWhereInput {
  return { organizationId, messageId: { not: null }, createdAt: { lt: new Date(now.getTime() - days * dayMs) } };
}

/** Every file a run removes: the old ones, and those of the threads it deletes. */
function filesRemovedBy(organizationId: string, policy: RetentionPolicy, now: Date): Prisma.AttachmentWhereInput | null {
  const reasons: Prisma.AttachmentWhereInput[] = [];
  if (policy.fileDays !== null) reasons.push(expiredFiles(organizationId, policy.fileDays, now));
  if (policy.threadDays !== null) reasons.push({ thread: expiredThreads(organizationId, policy.threadDays, now) });
  return reasons.length > 0 ? { organizationId, OR: reasons } : null;
}

/** The dry run: how many threads and files a run with this policy would remove now. Changes nothing. */
export async function previewRetention(services: Pick<Services, 'db'>, organizationId: string, policy: RetentionPolicy, now: Date): Promise<RetentionCounts> {
  const { prisma } = services.db;
  const files = filesRemovedBy(organizationId, policy, now);
  return {
    threads: policy.threadDays === null ? 0 : await prisma.thread.count({ where: expiredThreads(organizationId, policy.threadDays, now) }),
    files: files === null ? 0 : await prisma.attachment.count({ where: files }),
  };
}

/**
 * Applies the organization's policy in batches of short transactions, each deleting rows and then their files. A run
 * cut short (a crash, a deploy) leaves a consistent state, and the next run carries on. Records what it removed on
 * the organization (for the settings page) and in the audit log.
 */
export async function applyRetention(services: Services, organizationId: string, actor: AuditActor): Promise<RetentionCounts> {
  const { prisma } = services.db;
  const now = services.now();
  const organization = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId } });
  const policy: RetentionPolicy = { threadDays: organization.retentionThreadDays, fileDays: organization.retentionFileDays };
  const removed: RetentionCounts = { threads: 0, files: 0 };

  const removeFiles = async (where: Prisma.AttachmentWhereInput) => {
    for (;;) {
      const batch = await prisma.attachment.findMany({ where, select: { id: true, storageKey: true }, take: batchSize });
      if (batch.length === 0) return;
      await prisma.attachment.deleteMany({ where: { id: { in: batch.map((file) => file.id) } } });
      await deleteStoredFiles(services, batch.map((file) => file.storageKey));
      removed.files += batch.length;
    }
  };

  if (policy.threadDays !== null) {
    const where = expiredThreads(organizationId, policy.threadDays, now);
    for (;;) {
      const batch = await prisma.thread.findMany({ where, select: { id: true }, take: batchSize });
      if (batch.length === 0) break;
      const { count, storageKeys } = await prisma.$transaction(async (tx) => {
        // Checked again inside the transaction: a thread reopened meanwhile by a new message stays.
        const doomed = (await tx.thread.findMany({ where: { id: { in: batch.map((thread) => thread.id) }, ...where }, select: { id: true } })).map((thread) => thread.id);
        // Named before the rows go (with the threads, by cascade), so their bytes can be removed after.
        const files = await tx.attachment.findMany({ where: { threadId: { in: doomed } }, select: { storageKey: true } });
        const { count } = await tx.thread.deleteMany({ where: { id: { in: doomed } } });
        return { count, storageKeys: files.map((file) => file.storageKey) };
      });
      await deleteStoredFiles(services, storageKeys);
      removed.threads += count;
      removed.files += storageKeys.length;
      if (count === 0) break;
    }
  }
  if (policy.fileDays !== null) await removeFiles(expiredFiles(organizationId, policy.fileDays, now));

  await prisma.$transaction(async (tx) => {
    await tx.organization.update({ where: { id: organizationId }, data: { retentionLastRunAt: now, retentionLastThreads: removed.threads, retentionLastFiles: removed.files } });
    await recordAudit(tx, actor, {
      organizationId,
      action: 'retention.ran',
      target: { type: 'Organization', id: organizationId, label: organization.name },
      changes: { threadsRemoved: { before: null, after: removed.threads }, filesRemoved: { before: null, after: removed.files } },
    });
  });
  return removed;
}
