-- AlterTable
ALTER TABLE "Thread" ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "firstResponderId" TEXT,
ADD COLUMN     "firstResponseAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Message_organizationId_createdAt_idx" ON "Message"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Thread_organizationId_createdAt_idx" ON "Thread"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Thread_organizationId_closedAt_idx" ON "Thread"("organizationId", "closedAt");

-- CreateIndex
CREATE INDEX "Thread_organizationId_csatSubmittedAt_idx" ON "Thread"("organizationId", "csatSubmittedAt");

-- AddForeignKey
ALTER TABLE "Thread" ADD CONSTRAINT "Thread_firstResponderId_fkey" FOREIGN KEY ("firstResponderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Existing threads: the first operator message the visitor saw is their first response.
UPDATE "Thread" t SET "firstResponseAt" = first."createdAt", "firstResponderId" = first."authorUserId"
FROM (
  SELECT DISTINCT ON ("threadId") "threadId", "createdAt", "authorUserId"
  FROM "Message" WHERE "authorKind" = 'OPERATOR' AND kind = 'MESSAGE'
  ORDER BY "threadId", seq
) first
WHERE first."threadId" = t.id;

-- Closing times were not kept before: a closed thread's last change is the best record of when it closed.
UPDATE "Thread" SET "closedAt" = "updatedAt" WHERE status = 'CLOSED';
