-- AlterTable
ALTER TABLE "Contact" ADD COLUMN     "erasedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "deletionScheduledAt" TIMESTAMP(3),
ADD COLUMN     "erasureKeepsCounts" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "retentionFileDays" INTEGER,
ADD COLUMN     "retentionLastFiles" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "retentionLastRunAt" TIMESTAMP(3),
ADD COLUMN     "retentionLastThreads" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "retentionThreadDays" INTEGER;


