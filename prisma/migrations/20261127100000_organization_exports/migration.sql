-- CreateEnum
CREATE TYPE "OrganizationExportStatus" AS ENUM ('PENDING', 'RUNNING', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "OrganizationExport" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "requestedById" TEXT,
    "status" "OrganizationExportStatus" NOT NULL DEFAULT 'PENDING',
    "progressDone" INTEGER NOT NULL DEFAULT 0,
    "progressTotal" INTEGER NOT NULL DEFAULT 0,
    "claimedAt" TIMESTAMP(3),
    "storageKey" TEXT,
    "byteSize" BIGINT,
    "error" TEXT,
    "downloadTokenHash" TEXT,
    "downloadExpiresAt" TIMESTAMP(3),
    "downloadedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "OrganizationExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OrganizationExport_storageKey_key" ON "OrganizationExport"("storageKey");

-- CreateIndex
CREATE UNIQUE INDEX "OrganizationExport_downloadTokenHash_key" ON "OrganizationExport"("downloadTokenHash");

-- CreateIndex
CREATE INDEX "OrganizationExport_organizationId_createdAt_idx" ON "OrganizationExport"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "OrganizationExport_status_claimedAt_idx" ON "OrganizationExport"("status", "claimedAt");

-- AddForeignKey
ALTER TABLE "OrganizationExport" ADD CONSTRAINT "OrganizationExport_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationExport" ADD CONSTRAINT "OrganizationExport_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- One export at a time per organization: a second request while one is waiting or being built is refused by the
-- database itself, even when two owners ask at the same moment on different instances.
CREATE UNIQUE INDEX "OrganizationExport_one_in_progress" ON "OrganizationExport"("organizationId") WHERE "status" IN ('PENDING', 'RUNNING');
