import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { generateToken, hashToken } from '../auth/tokens';
import { organizationExportReady } from '../email/templates';
import { Prisma, type OrganizationExport } from '../generated/prisma/client';
import { newStorageKey } from '../storage/storage';
import { appLink, type Services } from '../services';
import { organizationExportDownloadPath } from './export-links';
import { deleteStoredFiles } from './delete-stored-files';
import { countArchiveItems, writeOrganizationArchive } from './organization-archive';

const minuteMs = 60 * 1000;
/** How long the emailed link works. */
const downloadLifetimeMs = 24 * 60 * minuteMs;
/** A RUNNING build whose instance has not touched it this long is taken over: that instance died half-way. */
const staleClaimMs = 10 * minuteMs;
/** How often a build shows it is alive (and learns whether it still holds the claim). */
const heartbeatMs = minuteMs;

/** A second export asked for while one is waiting or being built. */
export class ExportInProgressError extends Error {
  constructor() {
    super('An export of this organization is already being prepared. Wait for its email, then start another if you need one.');
  }
}

/** Lost the claim to another instance (this one was too slow to show it was alive): stop without touching the row. */
class ClaimLostError extends Error {}

/** This instance is shutting down: the build hands its export back to the queue for another instance. */
class ShuttingDownError extends Error {}

/**
 * One switch per app instance that its shutdown flips, so that stopping never waits for a long build: the builds under
 * way give their exports back (PENDING again) and the next instance's sweep starts them afresh.
 */
const shutdowns = new WeakMap<Services, AbortController>();
const shutdownOf = (services: Services) => {
  if (!shutdowns.has(services)) shutdowns.set(services, new AbortController());
  return shutdowns.get(services)!.signal;
};

export function stopExportBuilds(services: Services): void {
  shutdownOf(services);
  shutdowns.get(services)!.abort(new ShuttingDownError());
}

/**
 * Queues an export of the organization for the owner who asked and records it in the audit log. The database refuses a
 * second one while one is waiting or being built (a partial unique index), so two owners asking at once get one export.
 * The build starts at once on this instance; any instance's sweep picks it up should this one stop first.
 */
export async function requestOrganizationExport(services: Services, organizationId: string, requester: { id: string }, actor: AuditActor): Promise<OrganizationExport> {
  let created: OrganizationExport;
  try {
    created = await services.db.prisma.$transaction(async (tx) => {
      const row = await tx.organizationExport.create({ data: { organizationId, requestedById: requester.id, createdAt: services.now() } });
      const organization = await tx.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { name: true } });
      await recordAudit(tx, actor, { organizationId, action: 'organization.export_started', target: { type: 'Organization', id: organizationId, label: organization.name } });
      return row;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new ExportInProgressError();
    throw error;
  }
  services.background.run('organization export', () => runPendingExports(services));
  return created;
}

/** One export waiting (or abandoned half-way by a dead instance), claimed for this instance with SKIP LOCKED. */
async function claimPendingExport(services: Services): Promise<{ id: string; claimedAt: Date } | null> {
  const now = services.now();
  const staleBefore = new Date(now.getTime() - staleClaimMs);
  const rows = await services.db.prisma.$queryRaw<{ id: string }[]>`
    UPDATE "OrganizationExport" SET "status" = 'RUNNING', "claimedAt" = ${now}, "progressDone" = 0
    WHERE "id" = (
      SELECT "id" FROM "OrganizationExport"
      WHERE "status" = 'PENDING' OR ("status" = 'RUNNING' AND "claimedAt" < ${staleBefore})
      ORDER BY "createdAt", "id"
      LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  return rows[0] ? { id: rows[0].id, claimedAt: now } : null;
}

/** Builds every export waiting; returns how many were finished (built or failed). */
export async function runPendingExports(services: Services): Promise<number> {
  let handled = 0;
  const next = () => (shutdownOf(services).aborted ? null : claimPendingExport(services));
  for (let claim = await next(); claim !== null; claim = await next()) {
    await buildClaimedExport(services, claim);
    handled += 1;
  }
  return handled;
}

async function buildClaimedExport(services: Services, claim: { id: string; claimedAt: Date }): Promise<void> {
  const { prisma } = services.db;
  const job = await prisma.organizationExport.findUniqueOrThrow({ where: { id: claim.id }, include: { organization: { select: { name: true } }, requestedBy: true } });
  const now = services.now();
  let claimedAt = claim.claimedAt;
  const stillOurs = { id: job.id, status: 'RUNNING' as const };
  const keepClaim = async () => {
    const touched = services.now();
    const { count } = await prisma.organizationExport.updateMany({ where: { ...stillOurs, claimedAt }, data: { claimedAt: touched } });
    if (count === 0) throw new ClaimLostError();
    claimedAt = touched;
  };

  const storageKey = newStorageKey();
  const zip = new ZipFile();
  let current: Readable | null = null;
  let failure: unknown = null;
  const output = zip.outputStream as Readable;
  const abort = (error: unknown) => {
    failure ??= error;
    // Only streams still flowing: one already read to its end has nobody left to hear its error.
    if (current && !current.readableEnded) current.destroy(error as Error);
    if (!output.readableEnded) output.destroy(error as Error);
  };
  zip.on('error', abort);
  // The archive's own stream only ever fails by abort(); heard here, it is never an unhandled error however early.
  output.on('error', abort);
  const shutdown = shutdownOf(services);
  const onShutdown = () => abort(new ShuttingDownError());
  shutdown.addEventListener('abort', onShutdown, { once: true });
  let beating: Promise<void> = Promise.resolve();
  const heartbeat = setInterval(() => {
    beating = keepClaim().catch(abort);
  }, heartbeatMs);
  heartbeat.unref();
  /** No heartbeat moves the claim while the build settles it. */
  const stopHeartbeat = async () => {
    clearInterval(heartbeat);
    shutdown.removeEventListener('abort', onShutdown);
    await beating;
  };
  try {
    const total = await countArchiveItems(prisma, job.organizationId, now);
    await prisma.organizationExport.updateMany({ where: { ...stillOurs, claimedAt }, data: { progressTotal: total } });
    let done = 0;
    const progress = {
      async advance(items: number) {
        done += items;
        if (failure) throw failure;
        await prisma.organizationExport.updateMany({ where: { ...stillOurs, claimedAt }, data: { progressDone: Math.min(done, total) } });
      },
    };
    const stored = services.storage.put(storageKey, output);
    stored.catch(abort);
    try {
      const register = (entry: Readable) => {
        // Once storing has failed nothing reads the archive any more: the next entry would wait forever.
        if (failure) throw failure;
        current = entry;
      };
      await writeOrganizationArchive(zip, { prisma, storage: services.storage, organizationId: job.organizationId, now }, progress, register);
      zip.end();
    } catch (error) {
      abort(error);
    }
    const { byteSize } = await stored;
    await stopHeartbeat();
    if (failure) throw failure;

    const token = generateToken();
    const downloadExpiresAt = new Date(services.now().getTime() + downloadLifetimeMs);
    const { count } = await prisma.organizationExport.updateMany({
      where: { ...stillOurs, claimedAt },
      data: { status: 'DONE', progressDone: total, storageKey, byteSize, downloadTokenHash: hashToken(token), downloadExpiresAt, finishedAt: services.now() },
    });
    if (count === 0) throw new ClaimLostError();
    if (job.requestedBy) {
      const link = appLink(services.config, organizationExportDownloadPath, { token });
      await services.mailer.send(organizationExportReady(job.requestedBy.email, job.requestedBy.name, job.organization.name, link, downloadExpiresAt));
    }
  } catch (error) {
    await stopHeartbeat();
    await deleteStoredFiles(services, [storageKey]);
    // The first cause, not the stream error it set off.
    const cause = failure ?? error;
    if (cause instanceof ClaimLostError) return;
    if (cause instanceof ShuttingDownError) {
      await prisma.organizationExport.updateMany({ where: { ...stillOurs, claimedAt }, data: { status: 'PENDING', claimedAt: null, progressDone: 0 } });
      return;
    }
    services.logger.warn('Organization export failed', { exportId: job.id, organizationId: job.organizationId, error: String(cause) });
    await prisma.organizationExport.updateMany({
      where: { id: job.id, claimedAt },
      data: {
        status: 'FAILED',
        storageKey: null,
        downloadTokenHash: null,
        error: 'The export could not be completed. Start it again; if it keeps failing, contact support.',
        finishedAt: services.now(),
      },
    });
  }
}
