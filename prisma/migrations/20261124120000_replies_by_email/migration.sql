-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('CHAT', 'EMAIL');

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "channel" "MessageChannel" NOT NULL DEFAULT 'CHAT';

-- CreateTable
CREATE TABLE "VisitorEmail" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "replyToken" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VisitorEmail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "VisitorEmail_replyToken_key" ON "VisitorEmail"("replyToken");

-- CreateIndex
CREATE UNIQUE INDEX "VisitorEmail_messageId_key" ON "VisitorEmail"("messageId");

-- CreateIndex
CREATE INDEX "VisitorEmail_threadId_idx" ON "VisitorEmail"("threadId");

-- CreateIndex
CREATE INDEX "VisitorEmail_contactId_idx" ON "VisitorEmail"("contactId");

-- CreateIndex
CREATE INDEX "VisitorEmail_organizationId_idx" ON "VisitorEmail"("organizationId");

-- AddForeignKey
ALTER TABLE "VisitorEmail" ADD CONSTRAINT "VisitorEmail_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisitorEmail" ADD CONSTRAINT "VisitorEmail_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisitorEmail" ADD CONSTRAINT "VisitorEmail_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;


