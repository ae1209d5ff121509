-- Per-thread durations for reports, kept by the database itself whenever firstResponseAt or closedAt is written, and
-- carried in the organization-and-time indexes so medians and 90th percentiles are read without visiting thread rows.
ALTER TABLE "Thread" ADD COLUMN "firstResponseSeconds" DOUBLE PRECISION GENERATED ALWAYS AS (extract(epoch FROM "firstResponseAt" - "createdAt")) STORED;
ALTER TABLE "Thread" ADD COLUMN "resolutionSeconds" DOUBLE PRECISION GENERATED ALWAYS AS (extract(epoch FROM "closedAt" - "createdAt")) STORED;

DROP INDEX "Thread_organizationId_createdAt_idx";
CREATE INDEX "Thread_organizationId_createdAt_idx" ON "Thread"("organizationId", "createdAt", "firstResponseSeconds", "assigneeId", "teamId");

DROP INDEX "Thread_organizationId_closedAt_idx";
CREATE INDEX "Thread_organizationId_closedAt_idx" ON "Thread"("organizationId", "closedAt", "resolutionSeconds", "assigneeId", "teamId");
