-- CreateEnum
CREATE TYPE "SlackMode" AS ENUM ('TWO_WAY', 'ALERTS_ONLY');

-- AlterEnum
ALTER TYPE "MessageChannel" ADD VALUE 'SLACK';

-- CreateTable
CREATE TABLE "SlackIntegration" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "slackTeamId" TEXT NOT NULL,
    "slackTeamName" TEXT NOT NULL DEFAULT '',
    "botUserId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "channelName" TEXT NOT NULL DEFAULT '',
    "mode" "SlackMode" NOT NULL DEFAULT 'TWO_WAY',
    "botToken" TEXT NOT NULL,
    "signingSecret" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SlackIntegration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SlackThread" (
    "threadId" TEXT NOT NULL,
    "integrationId" TEXT NOT NULL,
    "channelId" TEXT NOT NULL,
    "ts" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlackThread_pkey" PRIMARY KEY ("threadId")
);

-- CreateTable
CREATE TABLE "SlackPost" (
    "id" TEXT NOT NULL,
    "integrationId" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attemptCount" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3),
    "leaseUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SlackPost_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SlackIntegration_organizationId_key" ON "SlackIntegration"("organizationId");

-- CreateIndex
CREATE UNIQUE INDEX "SlackThread_integrationId_ts_key" ON "SlackThread"("integrationId", "ts");

-- CreateIndex
CREATE INDEX "SlackPost_status_nextAttemptAt_idx" ON "SlackPost"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "SlackPost_threadId_seq_idx" ON "SlackPost"("threadId", "seq");

-- AddForeignKey
ALTER TABLE "SlackIntegration" ADD CONSTRAINT "SlackIntegration_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SlackThread" ADD CONSTRAINT "SlackThread_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "Thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SlackThread" ADD CONSTRAINT "SlackThread_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "SlackIntegration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SlackPost" ADD CONSTRAINT "SlackPost_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES "SlackIntegration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A connected Slack app listens to the organization's events too (new messages are posted to its channel).
CREATE OR REPLACE FUNCTION "parley_record_event"(org TEXT, event_type TEXT, resource JSONB, changes JSONB) RETURNS VOID AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "organizationId" = org AND "enabled")
        OR EXISTS (SELECT 1 FROM "SlackIntegration" WHERE "organizationId" = org) THEN
        INSERT INTO "OutboxEvent" ("id", "organizationId", "type", "resource", "changes")
        VALUES (gen_random_uuid()::text, org, event_type, resource, changes);
    END IF;
END;
$$ LANGUAGE plpgsql;
