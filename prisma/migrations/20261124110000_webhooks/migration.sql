-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

-- CreateTable
CREATE TABLE "OutboxEvent" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "resource" JSONB NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookEndpoint" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "events" TEXT[],
    "includeNotes" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabledReason" TEXT,
    "secret" TEXT NOT NULL,
    "previousSecret" TEXT,
    "previousSecretExpiresAt" TIMESTAMP(3),
    "failingSince" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "eventType" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attemptCount" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3),
    "leaseUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookAttempt" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "statusCode" INTEGER,
    "error" TEXT,
    "durationMs" INTEGER NOT NULL,
    "responseBody" TEXT NOT NULL DEFAULT '',
    "attemptedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutboxEvent_occurredAt_idx" ON "OutboxEvent"("occurredAt");

-- CreateIndex
CREATE INDEX "WebhookEndpoint_organizationId_idx" ON "WebhookEndpoint"("organizationId");

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "WebhookDelivery_endpointId_createdAt_idx" ON "WebhookDelivery"("endpointId", "createdAt");

-- CreateIndex
CREATE INDEX "WebhookAttempt_deliveryId_number_idx" ON "WebhookAttempt"("deliveryId", "number");

-- AddForeignKey
ALTER TABLE "OutboxEvent" ADD CONSTRAINT "OutboxEvent_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookEndpoint" ADD CONSTRAINT "WebhookEndpoint_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookAttempt" ADD CONSTRAINT "WebhookAttempt_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "WebhookDelivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The outbox is written by triggers, so every write path (each resolver, the widget, timers, raw SQL) announces its
-- changes in its own transaction: a rolled-back change announces nothing, a committed one is never missed.
-- Organizations with nothing listening write nothing. Integrations that listen are added to this function.
CREATE FUNCTION "parley_record_event"(org TEXT, event_type TEXT, resource JSONB, changes JSONB) RETURNS VOID AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "organizationId" = org AND "enabled") THEN
        INSERT INTO "OutboxEvent" ("id", "organizationId", "type", "resource", "changes")
        VALUES (gen_random_uuid()::text, org, event_type, resource, changes);
    END IF;
END;
$$ LANGUAGE plpgsql;

-- Thread: created; updated when its status, assignee or team changes (not on every message's bookkeeping); rated.
CREATE FUNCTION "parley_thread_events"() RETURNS TRIGGER AS $$
DECLARE
    changes JSONB := '{}';
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM "parley_record_event"(NEW."organizationId", 'thread.created', to_jsonb(NEW), '{}');
        RETURN NULL;
    END IF;
    IF NEW."status" IS DISTINCT FROM OLD."status" THEN
        changes := changes || jsonb_build_object('status', jsonb_build_object('from', OLD."status", 'to', NEW."status"));
    END IF;
    IF NEW."assigneeId" IS DISTINCT FROM OLD."assigneeId" THEN
        changes := changes || jsonb_build_object('assigneeId', jsonb_build_object('from', OLD."assigneeId", 'to', NEW."assigneeId"));
    END IF;
    IF NEW."teamId" IS DISTINCT FROM OLD."teamId" THEN
        changes := changes || jsonb_build_object('teamId', jsonb_build_object('from', OLD."teamId", 'to', NEW."teamId"));
    END IF;
    IF changes <> '{}' THEN
        PERFORM "parley_record_event"(NEW."organizationId", 'thread.updated', to_jsonb(NEW), changes);
    END IF;
    IF NEW."csatSubmittedAt" IS NOT NULL AND NEW."csatSubmittedAt" IS DISTINCT FROM OLD."csatSubmittedAt" THEN
        PERFORM "parley_record_event"(NEW."organizationId", 'rating.created', to_jsonb(NEW), '{}');
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Thread_events" AFTER INSERT OR UPDATE ON "Thread" FOR EACH ROW EXECUTE FUNCTION "parley_thread_events"();

-- Labels added to or taken off a thread are a thread.updated.
CREATE FUNCTION "parley_thread_label_events"() RETURNS TRIGGER AS $$
DECLARE
    link RECORD;
    thread JSONB;
BEGIN
    IF TG_OP = 'INSERT' THEN link := NEW; ELSE link := OLD; END IF;
    SELECT to_jsonb(t) INTO thread FROM "Thread" t WHERE t."id" = link."threadId";
    -- The thread itself being deleted takes its labels with it: nothing to announce.
    IF thread IS NULL THEN RETURN NULL; END IF;
    PERFORM "parley_record_event"(link."organizationId", 'thread.updated', thread,
        jsonb_build_object('labels', jsonb_build_object(CASE WHEN TG_OP = 'INSERT' THEN 'added' ELSE 'removed' END, jsonb_build_array(link."labelId"))));
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "ThreadLabel_events" AFTER INSERT OR DELETE ON "ThreadLabel" FOR EACH ROW EXECUTE FUNCTION "parley_thread_label_events"();

CREATE FUNCTION "parley_message_events"() RETURNS TRIGGER AS $$
BEGIN
    PERFORM "parley_record_event"(NEW."organizationId", 'message.created', to_jsonb(NEW), '{}');
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Message_events" AFTER INSERT ON "Message" FOR EACH ROW EXECUTE FUNCTION "parley_message_events"();

-- Contact: created; updated when who they are changes (not on every page view's lastSeenAt).
CREATE FUNCTION "parley_contact_events"() RETURNS TRIGGER AS $$
DECLARE
    changed JSONB := '[]';
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM "parley_record_event"(NEW."organizationId", 'contact.created', to_jsonb(NEW), '{}');
        RETURN NULL;
    END IF;
    IF NEW."name" IS DISTINCT FROM OLD."name" THEN changed := changed || '["name"]'; END IF;
    IF NEW."email" IS DISTINCT FROM OLD."email" THEN changed := changed || '["email"]'; END IF;
    IF NEW."externalId" IS DISTINCT FROM OLD."externalId" THEN changed := changed || '["externalId"]'; END IF;
    IF NEW."metadata" IS DISTINCT FROM OLD."metadata" THEN changed := changed || '["metadata"]'; END IF;
    IF changed <> '[]' THEN
        PERFORM "parley_record_event"(NEW."organizationId", 'contact.updated', to_jsonb(NEW), jsonb_build_object('fields', changed));
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Contact_events" AFTER INSERT OR UPDATE ON "Contact" FOR EACH ROW EXECUTE FUNCTION "parley_contact_events"();
