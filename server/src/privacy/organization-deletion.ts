import { recordAudit, type AuditActor } from '../audit/record-audit';
import { organizationDeletionScheduled } from '../email/templates';
import { deleteOrganization } from '../organizations/memberships';
import { appLink, type Services } from '../services';
import { deleteStoredFiles } from './delete-stored-files';

const dayMs = 24 * 60 * 60 * 1000;
/** How long owners have to change their mind. */
export const deletionGraceDays = 7;
/** How long an instance that claimed a deletion holds it before another may take it over (it died half-way). */
const claimMs = 60 * 60 * 1000;
const fileBatchSize = 200;

const target = (organization: { id: string; name: string }) => ({ type: 'Organization', id: organization.id, label: organization.name });

/** Schedules the deletion a week ahead and emails every member; changes nothing else until then. */
export async function scheduleOrganizationDeletion(services: Services, organizationId: string, actor: AuditActor): Promise<Date> {
  const deletionAt = new Date(services.now().getTime() + deletionGraceDays * dayMs);
  const organization = await services.db.prisma.$transaction(async (tx) => {
    const organization = await tx.organization.update({ where: { id: organizationId }, data: { deletionScheduledAt: deletionAt } });
    await recordAudit(tx, actor, {
      organizationId,
      action: 'organization.deletion_scheduled',
      target: target(organization),
      changes: { deletionScheduledAt: { before: null, after: deletionAt.toISOString() } },
    });
    return organization;
  });
  const members = await services.db.prisma.membership.findMany({ where: { organizationId }, include: { user: { select: { email: true, name: true } } } });
  const link = appLink(services.config, '/dashboard/settings/organization');
  for (const { user } of members) {
    services.background.run('organization deletion email', () => services.mailer.send(organizationDeletionScheduled(user.email, user.name, organization.name, deletionAt, link)));
  }
  return deletionAt;
}

export async function cancelOrganizationDeletion(services: Services, organizationId: string, actor: AuditActor): Promise<void> {
  await services.db.prisma.$transaction(async (tx) => {
    const before = await tx.organization.findUniqueOrThrow({ where: { id: organizationId } });
    const organization = await tx.organization.update({ where: { id: organizationId }, data: { deletionScheduledAt: null } });
    await recordAudit(tx, actor, {
      organizationId,
      action: 'organization.deletion_cancelled',
      target: target(organization),
      changes: { deletionScheduledAt: { before: before.deletionScheduledAt?.toISOString() ?? null, after: null } },
    });
  });
}

/**
 * Claims one organization whose grace period is over by pushing its date an hour on (SKIP LOCKED: instances never
 * take the same one); an instance that dies half-way leaves it to be claimed again after that hour.
 */
async function claimDueDeletion(services: Services): Promise<string | null> {
  const now = services.now();
  const rows = await services.db.prisma.$queryRaw<{ id: string }[]>`
    UPDATE "Organization" SET "deletionScheduledAt" = ${new Date(now.getTime() + claimMs)}
    WHERE "id" = (SELECT "id" FROM "Organization" WHERE "deletionScheduledAt" <= ${now} ORDER BY "deletionScheduledAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}

/** Deletes every organization whose grace period is over: files in batches, then every row. Returns how many. */
export async function runDueOrganizationDeletions(services: Services): Promise<number> {
  const { prisma } = services.db;
  let deleted = 0;
  for (let id = await claimDueDeletion(services); id !== null; id = await claimDueDeletion(services)) {
    for (;;) {
      const files = await prisma.attachment.findMany({ where: { organizationId: id }, select: { id: true, storageKey: true }, take: fileBatchSize });
      if (files.length === 0) break;
      await prisma.attachment.deleteMany({ where: { id: { in: files.map((file) => file.id) } } });
      await deleteStoredFiles(services, files.map((file) => file.storageKey));
    }
    const archives = await prisma.organizationExport.findMany({ where: { organizationId: id, storageKey: { not: null } }, select: { storageKey: true } });
    await deleteStoredFiles(services, archives.map((archive) => archive.storageKey!));
    await deleteOrganization(services, id);
    deleted += 1;
  }
  return deleted;
}
