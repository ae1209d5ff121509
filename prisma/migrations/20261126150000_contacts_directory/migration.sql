-- CreateEnum
CREATE TYPE "ContactAttributeType" AS ENUM ('TEXT', 'NUMBER', 'DATE', 'BOOLEAN');

-- AlterTable
ALTER TABLE "Contact" ADD COLUMN     "attributes" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "company" TEXT,
ADD COLUMN     "phone" TEXT;

-- CreateTable
CREATE TABLE "ContactAttributeDefinition" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "type" "ContactAttributeType" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactAttributeDefinition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactNote" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ContactAttributeDefinition_organizationId_key_key" ON "ContactAttributeDefinition"("organizationId", "key");

-- CreateIndex
CREATE INDEX "Contact_organizationId_lastSeenAt_idx" ON "Contact"("organizationId", "lastSeenAt");

-- CreateIndex
CREATE INDEX "ContactNote_contactId_createdAt_idx" ON "ContactNote"("contactId", "createdAt");

-- AddForeignKey
ALTER TABLE "ContactAttributeDefinition" ADD CONSTRAINT "ContactAttributeDefinition_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactNote" ADD CONSTRAINT "ContactNote_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactNote" ADD CONSTRAINT "ContactNote_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContactNote" ADD CONSTRAINT "ContactNote_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- contact.updated also reports the fields operators now edit on the contact page.
CREATE OR REPLACE FUNCTION "parley_contact_events"() RETURNS TRIGGER AS $$
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
    IF NEW."phone" IS DISTINCT FROM OLD."phone" THEN changed := changed || '["phone"]'; END IF;
    IF NEW."company" IS DISTINCT FROM OLD."company" THEN changed := changed || '["company"]'; END IF;
    IF NEW."attributes" IS DISTINCT FROM OLD."attributes" THEN changed := changed || '["attributes"]'; END IF;
    IF changed <> '[]' THEN
        PERFORM "parley_record_event"(NEW."organizationId", 'contact.updated', to_jsonb(NEW), jsonb_build_object('fields', changed));
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
