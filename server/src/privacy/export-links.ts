import { personActor, recordAudit, type AuditActor } from '../audit/record-audit';
import { hashToken } from '../auth/tokens';
import type { Services } from '../services';

export const organizationExportDownloadPath = '/dashboard/organization-export.zip';

/** A download that started this long ago has surely finished streaming: its archive can go. */
const downloadGraceMs = 10 * 60 * 1000;

/**
 * Spends an emailed link: the archive's storage key, once, before the link expires; null for a link that is unknown,
 * already used or expired (which all look the same to whoever holds it). The download is recorded in the audit log.
 */
export async function redeemExportLink(services: Services, token: string, ipAddress: string): Promise<{ storageKey: string; byteSize: bigint | null; fileName: string } | null> {
  const { prisma } = services.db;
  const now = services.now();
  const tokenHash = hashToken(token);
  const { count } = await prisma.organizationExport.updateMany({
    where: { downloadTokenHash: tokenHash, status: 'DONE', downloadedAt: null, downloadExpiresAt: { gt: now }, storageKey: { not: null } },
    data: { downloadedAt: now },
  });
  if (count === 0) return null;
  const job = await prisma.organizationExport.findUniqueOrThrow({ where: { downloadTokenHash: tokenHash }, include: { organization: { select: { name: true, slug: true } }, requestedBy: true } });
  // The link was emailed to the owner who asked: whoever uses it acts as them.
  const actor: AuditActor = job.requestedBy ? personActor(job.requestedBy, ipAddress) : { kind: 'SYSTEM', id: null, label: 'Parley', ipAddress };
  await recordAudit(prisma, actor, { organizationId: job.organizationId, action: 'organization.export_downloaded', target: { type: 'Organization', id: job.organizationId, label: job.organization.name } });
  return { storageKey: job.storageKey!, byteSize: job.byteSize, fileName: `${job.organization.slug}-export-${job.createdAt.toISOString().slice(0, 10)}.zip` };
}

/** Deletes the stored archives of exports downloaded or past their link's expiry; returns how many. */
export async function removeSpentExports(services: Services): Promise<number> {
  const { prisma } = services.db;
  const now = services.now();
  const downloadedBefore = new Date(now.getTime() - downloadGraceMs);
  const spent = await prisma.organizationExport.findMany({
    where: { storageKey: { not: null }, OR: [{ downloadExpiresAt: { lte: now } }, { downloadedAt: { lte: downloadedBefore } }] },
    select: { id: true, storageKey: true },
    take: 100,
  });
  for (const job of spent) {
    await prisma.organizationExport.update({ where: { id: job.id }, data: { storageKey: null, downloadTokenHash: null } });
    await services.storage.delete(job.storageKey!);
  }
  return spent.length;
}
