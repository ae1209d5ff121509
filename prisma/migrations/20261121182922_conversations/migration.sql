-- CreateEnum
CREATE TYPE "OperatorStatus" AS ENUM ('ONLINE', 'AWAY');

-- DropIndex
DROP INDEX "Thread_contactId_idx";

-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "lastHeartbeatAt" TIMESTAMP(3),
ADD COLUMN     "status" "OperatorStatus" NOT NULL DEFAULT 'ONLINE';

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "lastContactNumber" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Thread" ADD COLUMN     "clientThreadId" TEXT NOT NULL;

-- CreateIndex
CREATE INDEX "Thread_organizationId_lastMessageAt_idx" ON "Thread"("organizationId", "lastMessageAt");

-- CreateIndex
CREATE UNIQUE INDEX "Thread_contactId_clientThreadId_key" ON "Thread"("contactId", "clientThreadId");
