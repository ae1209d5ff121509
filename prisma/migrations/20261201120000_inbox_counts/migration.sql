-- Every operator's unread count used to be counted from the inbox on every inbox event: a scan of every open
-- conversation and its read positions (11 ms for 2,000 open conversations on PostgreSQL, most of the database's time
-- at 60 messages a second). The database now keeps the counts as conversations and read positions change:
-- InboxCount, the conversations in the inbox (open or pending, with a message), and InboxUpToDate, how many of them
-- each operator has read to the last message. An unread count is the one less the other, read by primary key.
--
-- ReadState."countedUpToDate" says what InboxUpToDate counts for each operator's read position. Every change recomputes
-- the flag from the rows as they now stand and moves the count by the difference, so a thread and its read positions
-- changed by one statement (a message and its author's read position) add up, in whichever order their triggers run.
-- Writers of operators' read positions lock the thread first (appending a message updates it; marking read locks it),
-- so the thread's trigger can set the flags of its read positions without waiting for anyone. Counts move under the
-- organization's transaction lock, the one report_apply takes (7301) and every message already holds.

-- Writers wait until the counts are taken and their triggers are in place: a conversation or read position changed in
-- between would be counted by neither. Taken in the order writers take them (a message updates its thread, then the
-- read positions), so that none of them deadlocks with this migration.
LOCK TABLE "Thread" IN SHARE ROW EXCLUSIVE MODE;
LOCK TABLE "ReadState" IN ACCESS EXCLUSIVE MODE;

-- AlterTable
ALTER TABLE "ReadState" ADD COLUMN     "countedUpToDate" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "InboxCount" (
    "organizationId" TEXT NOT NULL,
    "threads" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InboxCount_pkey" PRIMARY KEY ("organizationId")
);

-- CreateTable
CREATE TABLE "InboxUpToDate" (
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "threads" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "InboxUpToDate_pkey" PRIMARY KEY ("organizationId","userId")
);

-- AddForeignKey
ALTER TABLE "InboxCount" ADD CONSTRAINT "InboxCount_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxUpToDate" ADD CONSTRAINT "InboxUpToDate_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InboxUpToDate" ADD CONSTRAINT "InboxUpToDate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The counts as the existing rows make them.
UPDATE "ReadState" r SET "countedUpToDate" = true
FROM "Thread" t
WHERE t."id" = r."threadId" AND r."userId" IS NOT NULL AND t."status" IN ('OPEN', 'PENDING') AND t."lastSeq" > 0 AND r."lastReadSeq" >= t."lastSeq";

INSERT INTO "InboxCount" ("organizationId", "threads")
SELECT "organizationId", COUNT(*) FROM "Thread" WHERE "status" IN ('OPEN', 'PENDING') AND "lastSeq" > 0 GROUP BY "organizationId";

INSERT INTO "InboxUpToDate" ("organizationId", "userId", "threads")
SELECT "organizationId", "userId", COUNT(*) FROM "ReadState" WHERE "countedUpToDate" GROUP BY "organizationId", "userId";

-- Moves the inbox's count by delta. While an organization is being deleted its rows go with it: nothing is added then.
CREATE FUNCTION inbox_count_move(org TEXT, delta INTEGER) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(7301, hashtext(org));
  INSERT INTO "InboxCount" AS c ("organizationId", "threads")
  SELECT org, delta WHERE EXISTS (SELECT 1 FROM "Organization" o WHERE o."id" = org)
  ON CONFLICT ("organizationId") DO UPDATE SET "threads" = c."threads" + EXCLUDED."threads";
$$;

-- Moves an operator's up-to-date count by delta (nothing is added for a user or organization being deleted).
CREATE FUNCTION inbox_up_to_date_move(org TEXT, reader TEXT, delta INTEGER) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(7301, hashtext(org));
  INSERT INTO "InboxUpToDate" AS u ("organizationId", "userId", "threads")
  SELECT org, reader, delta
  WHERE EXISTS (SELECT 1 FROM "Organization" o WHERE o."id" = org) AND EXISTS (SELECT 1 FROM "User" p WHERE p."id" = reader)
  ON CONFLICT ("organizationId", "userId") DO UPDATE SET "threads" = u."threads" + EXCLUDED."threads";
$$;

-- A thread opened, closed, reopened, snoozed, deleted or given a message: the inbox's count, and the flags of its
-- operators' read positions (a new message leaves those who had read everything behind).
CREATE FUNCTION inbox_thread_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_in BOOLEAN := false;
  now_in BOOLEAN := false;
  flipped RECORD;
BEGIN
  IF TG_OP <> 'INSERT' THEN was_in := OLD."status" IN ('OPEN', 'PENDING') AND OLD."lastSeq" > 0; END IF;
  IF TG_OP <> 'DELETE' THEN now_in := NEW."status" IN ('OPEN', 'PENDING') AND NEW."lastSeq" > 0; END IF;
  -- A deleted thread's read positions are deleted with it, and each takes back what it counted. Otherwise the read
  -- positions' flags are set (their rows locked, all at once) before the inbox's count moves under the organization's
  -- lock, so that a status change does not hold that lock while it waits for read positions: deleting a user locks
  -- theirs first, then takes it.
  IF TG_OP <> 'DELETE' THEN
    FOR flipped IN
      UPDATE "ReadState" r SET "countedUpToDate" = NOT r."countedUpToDate"
      WHERE r."threadId" = NEW."id" AND r."userId" IS NOT NULL AND r."countedUpToDate" <> (now_in AND r."lastReadSeq" >= NEW."lastSeq")
      RETURNING r."userId", r."countedUpToDate"
    LOOP
      PERFORM inbox_up_to_date_move(NEW."organizationId", flipped."userId", CASE WHEN flipped."countedUpToDate" THEN 1 ELSE -1 END);
    END LOOP;
  END IF;
  IF was_in <> now_in THEN
    PERFORM inbox_count_move(COALESCE(NEW."organizationId", OLD."organizationId"), CASE WHEN now_in THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Thread_inbox_counts" AFTER INSERT OR DELETE ON "Thread" FOR EACH ROW EXECUTE FUNCTION inbox_thread_changed();
CREATE TRIGGER "Thread_inbox_counts_changed" AFTER UPDATE OF "status", "lastSeq" ON "Thread" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."lastSeq" IS DISTINCT FROM NEW."lastSeq")
  EXECUTE FUNCTION inbox_thread_changed();

-- An operator's read position was written or deleted: its flag, recomputed from the thread as it now stands (the
-- thread's own trigger may already have set it in this statement), and the operator's count.
CREATE FUNCTION inbox_read_position_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted BOOLEAN;
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM inbox_up_to_date_move(OLD."organizationId", OLD."userId", -1);
    RETURN NULL;
  END IF;
  UPDATE "ReadState" r SET "countedUpToDate" = NOT r."countedUpToDate"
  FROM "Thread" t
  WHERE r."id" = NEW."id" AND t."id" = r."threadId"
    AND r."countedUpToDate" <> (t."status" IN ('OPEN', 'PENDING') AND t."lastSeq" > 0 AND r."lastReadSeq" >= t."lastSeq")
  RETURNING r."countedUpToDate" INTO counted;
  IF FOUND THEN
    PERFORM inbox_up_to_date_move(NEW."organizationId", NEW."userId", CASE WHEN counted THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "ReadState_inbox_counts_added" AFTER INSERT ON "ReadState" FOR EACH ROW
  WHEN (NEW."userId" IS NOT NULL)
  EXECUTE FUNCTION inbox_read_position_changed();
CREATE TRIGGER "ReadState_inbox_counts_moved" AFTER UPDATE OF "lastReadSeq" ON "ReadState" FOR EACH ROW
  WHEN (NEW."userId" IS NOT NULL AND OLD."lastReadSeq" IS DISTINCT FROM NEW."lastReadSeq")
  EXECUTE FUNCTION inbox_read_position_changed();
CREATE TRIGGER "ReadState_inbox_counts_removed" AFTER DELETE ON "ReadState" FOR EACH ROW
  WHEN (OLD."countedUpToDate")
  EXECUTE FUNCTION inbox_read_position_changed();
