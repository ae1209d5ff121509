-- CreateTable
CREATE TABLE "ReportSlot" (
    "organizationId" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "slot" TIMESTAMP(3) NOT NULL,
    "opened" INTEGER NOT NULL DEFAULT 0,
    "missed" INTEGER NOT NULL DEFAULT 0,
    "closed" INTEGER NOT NULL DEFAULT 0,
    "rated1" INTEGER NOT NULL DEFAULT 0,
    "rated2" INTEGER NOT NULL DEFAULT 0,
    "rated3" INTEGER NOT NULL DEFAULT 0,
    "rated4" INTEGER NOT NULL DEFAULT 0,
    "rated5" INTEGER NOT NULL DEFAULT 0,
    "visitorMessages" INTEGER NOT NULL DEFAULT 0,
    "teamMessages" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReportSlot_pkey" PRIMARY KEY ("organizationId","dimension","slot","key")
);

-- AddForeignKey
ALTER TABLE "ReportSlot" ADD CONSTRAINT "ReportSlot_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The quarter hour (UTC) a timestamp falls in. Every time zone's offset is a whole number of quarter hours, so each
-- slot lies within one local hour and day, and reports in any zone sum whole slots.
CREATE FUNCTION report_slot(at timestamp(3)) RETURNS timestamp(3) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin('15 minutes', at, TIMESTAMP '2000-01-01')
$$;

-- What one thread adds to the counters (times `sign`: 1 to add it, -1 to take it away): opened (and missed while
-- unanswered) when it was created, closed when it was last closed, its rating when submitted; for the whole
-- organization, its assignee and its team.
CREATE FUNCTION report_thread_deltas(t "Thread", sign integer)
RETURNS TABLE ("organizationId" text, dimension text, key text, slot timestamp(3), opened integer, missed integer, closed integer,
               rated1 integer, rated2 integer, rated3 integer, rated4 integer, rated5 integer, "visitorMessages" integer, "teamMessages" integer)
LANGUAGE sql STABLE AS $$
  SELECT t."organizationId", d.dimension, d.key, e.slot, sign * e.opened, sign * e.missed, sign * e.closed,
         sign * (e.rating = 1)::int, sign * (e.rating = 2)::int, sign * (e.rating = 3)::int, sign * (e.rating = 4)::int, sign * (e.rating = 5)::int, 0, 0
  FROM (VALUES ('org', ''), ('assignee', t."assigneeId"), ('team', t."teamId")) d (dimension, key)
  CROSS JOIN (VALUES
    (report_slot(t."createdAt"), 1, (t."firstResponseAt" IS NULL)::int, 0, 0),
    (report_slot(t."closedAt"), 0, 0, 1, 0),
    (CASE WHEN t."csatRating" IS NOT NULL THEN report_slot(t."csatSubmittedAt") END, 0, 0, 0, t."csatRating")
  ) e (slot, opened, missed, closed, rating)
  WHERE t.id IS NOT NULL AND d.key IS NOT NULL AND e.slot IS NOT NULL
$$;

-- What one message adds: messages the visitor could see, by visitors and by the team, and each member's replies.
CREATE FUNCTION report_message_deltas(m "Message", sign integer)
RETURNS TABLE ("organizationId" text, dimension text, key text, slot timestamp(3), opened integer, missed integer, closed integer,
               rated1 integer, rated2 integer, rated3 integer, rated4 integer, rated5 integer, "visitorMessages" integer, "teamMessages" integer)
LANGUAGE sql STABLE AS $$
  SELECT m."organizationId", d.dimension, d.key, report_slot(m."createdAt"), 0, 0, 0, 0, 0, 0, 0, 0,
         sign * (d.dimension = 'org' AND m."authorKind" = 'CONTACT')::int, sign * (m."authorKind" = 'OPERATOR')::int
  FROM (VALUES ('org', ''), ('author', CASE WHEN m."authorKind" = 'OPERATOR' THEN m."authorUserId" END)) d (dimension, key)
  WHERE m.id IS NOT NULL AND m.kind = 'MESSAGE' AND m."authorKind" IN ('CONTACT', 'OPERATOR') AND d.key IS NOT NULL
$$;

-- Adds deltas to the counters, one row per slot, in key order so that concurrent writers lock rows in the same order.
-- An organization being deleted (its threads going with it) has nothing left to count.
CREATE FUNCTION report_apply(deltas "ReportSlot"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "ReportSlot" AS r
  SELECT d."organizationId", d.dimension, d.key, d.slot, sum(d.opened), sum(d.missed), sum(d.closed), sum(d.rated1), sum(d.rated2),
         sum(d.rated3), sum(d.rated4), sum(d.rated5), sum(d."visitorMessages"), sum(d."teamMessages")
  FROM unnest(deltas) d
  WHERE EXISTS (SELECT 1 FROM "Organization" o WHERE o.id = d."organizationId")
  GROUP BY d."organizationId", d.dimension, d.slot, d.key
  HAVING bool_or(d.opened <> 0 OR d.missed <> 0 OR d.closed <> 0 OR d.rated1 <> 0 OR d.rated2 <> 0 OR d.rated3 <> 0 OR d.rated4 <> 0
                 OR d.rated5 <> 0 OR d."visitorMessages" <> 0 OR d."teamMessages" <> 0)
  ORDER BY d."organizationId", d.dimension, d.slot, d.key
  ON CONFLICT ("organizationId", dimension, slot, key) DO UPDATE SET
    opened = r.opened + EXCLUDED.opened, missed = r.missed + EXCLUDED.missed, closed = r.closed + EXCLUDED.closed,
    rated1 = r.rated1 + EXCLUDED.rated1, rated2 = r.rated2 + EXCLUDED.rated2, rated3 = r.rated3 + EXCLUDED.rated3,
    rated4 = r.rated4 + EXCLUDED.rated4, rated5 = r.rated5 + EXCLUDED.rated5,
    "visitorMessages" = r."visitorMessages" + EXCLUDED."visitorMessages", "teamMessages" = r."teamMessages" + EXCLUDED."teamMessages"
$$;

CREATE FUNCTION report_count_thread() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply(ARRAY(
    SELECT d::"ReportSlot" FROM report_thread_deltas(CASE WHEN TG_OP <> 'INSERT' THEN OLD END, -1) d
    UNION ALL
    SELECT d::"ReportSlot" FROM report_thread_deltas(CASE WHEN TG_OP <> 'DELETE' THEN NEW END, 1) d));
  RETURN NULL;
END
$$;

CREATE FUNCTION report_count_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_apply(ARRAY(
    SELECT d::"ReportSlot" FROM report_message_deltas(CASE WHEN TG_OP <> 'INSERT' THEN OLD END, -1) d
    UNION ALL
    SELECT d::"ReportSlot" FROM report_message_deltas(CASE WHEN TG_OP <> 'DELETE' THEN NEW END, 1) d));
  RETURN NULL;
END
$$;

-- Recounts one organization from its threads and messages (after a bulk import that bypassed the triggers).
CREATE FUNCTION report_recount(organization text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "ReportSlot" WHERE "organizationId" = organization;
  INSERT INTO "ReportSlot"
  SELECT d."organizationId", d.dimension, d.key, d.slot, sum(d.opened), sum(d.missed), sum(d.closed), sum(d.rated1), sum(d.rated2),
         sum(d.rated3), sum(d.rated4), sum(d.rated5), sum(d."visitorMessages"), sum(d."teamMessages")
  FROM (
    SELECT d.* FROM "Thread" t, report_thread_deltas(t, 1) d WHERE t."organizationId" = organization
    UNION ALL
    SELECT d.* FROM "Message" m, report_message_deltas(m, 1) d WHERE m."organizationId" = organization
  ) d
  GROUP BY d."organizationId", d.dimension, d.slot, d.key;
$$;

SELECT report_recount(id) FROM "Organization";

CREATE TRIGGER "Thread_report_insert_delete" AFTER INSERT OR DELETE ON "Thread" FOR EACH ROW EXECUTE FUNCTION report_count_thread();
CREATE TRIGGER "Thread_report_update" AFTER UPDATE OF "organizationId", "createdAt", "closedAt", "firstResponseAt", "assigneeId", "teamId", "csatRating", "csatSubmittedAt" ON "Thread"
  FOR EACH ROW
  WHEN (OLD."organizationId" IS DISTINCT FROM NEW."organizationId" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt" OR OLD."closedAt" IS DISTINCT FROM NEW."closedAt"
        OR OLD."firstResponseAt" IS DISTINCT FROM NEW."firstResponseAt" OR OLD."assigneeId" IS DISTINCT FROM NEW."assigneeId" OR OLD."teamId" IS DISTINCT FROM NEW."teamId"
        OR OLD."csatRating" IS DISTINCT FROM NEW."csatRating" OR OLD."csatSubmittedAt" IS DISTINCT FROM NEW."csatSubmittedAt")
  EXECUTE FUNCTION report_count_thread();
CREATE TRIGGER "Message_report_insert_delete" AFTER INSERT OR DELETE ON "Message" FOR EACH ROW EXECUTE FUNCTION report_count_message();
CREATE TRIGGER "Message_report_update" AFTER UPDATE OF "organizationId", kind, "authorKind", "authorUserId", "createdAt" ON "Message"
  FOR EACH ROW
  WHEN (OLD."organizationId" IS DISTINCT FROM NEW."organizationId" OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD."authorKind" IS DISTINCT FROM NEW."authorKind"
        OR OLD."authorUserId" IS DISTINCT FROM NEW."authorUserId" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  EXECUTE FUNCTION report_count_message();
