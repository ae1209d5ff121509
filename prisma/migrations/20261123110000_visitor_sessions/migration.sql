-- CreateEnum
CREATE TYPE "IdentityProof" AS ENUM ('HMAC', 'JWT');

-- CreateTable
CREATE TABLE "VisitorSession" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "widgetId" TEXT NOT NULL,
    "contactId" TEXT NOT NULL,
    "userAgent" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VisitorSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "VisitorSession_tokenHash_key" ON "VisitorSession"("tokenHash");

-- CreateIndex
CREATE INDEX "VisitorSession_contactId_idx" ON "VisitorSession"("contactId");

-- CreateIndex
CREATE INDEX "VisitorSession_organizationId_idx" ON "VisitorSession"("organizationId");

-- AddForeignKey
ALTER TABLE "VisitorSession" ADD CONSTRAINT "VisitorSession_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisitorSession" ADD CONSTRAINT "VisitorSession_widgetId_fkey" FOREIGN KEY ("widgetId") REFERENCES "Widget"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisitorSession" ADD CONSTRAINT "VisitorSession_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every browser signed in before the upgrade stays signed in: its contact's token becomes its session.
INSERT INTO "VisitorSession" ("id", "tokenHash", "organizationId", "widgetId", "contactId", "userAgent", "createdAt", "lastSeenAt")
SELECT gen_random_uuid()::text, "sessionTokenHash", "organizationId", "widgetId", "id", COALESCE("userAgent", ''), "firstSeenAt", "lastSeenAt"
FROM "Contact"
WHERE "sessionTokenHash" IS NOT NULL;

-- DropIndex
DROP INDEX "Contact_sessionTokenHash_key";

-- AlterTable: nothing recorded before says whether an identity was checked, so existing ones show as unverified.
ALTER TABLE "Contact" DROP COLUMN "sessionTokenHash",
ADD COLUMN     "identityVerifiedBy" "IdentityProof";
