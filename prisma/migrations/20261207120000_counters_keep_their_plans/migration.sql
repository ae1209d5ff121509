-- Every message moves the report counters, and many move the inbox counts, through these functions. Written in SQL,
-- PostgreSQL parsed and planned their statements again at every call: at 100 messages a second that planning was a
-- third of the time the counters took, on the same cores as the app. In PL/pgSQL each connection plans them once and
-- keeps the plans. The statements, their locks and their order are unchanged.
CREATE OR REPLACE FUNCTION report_apply(deltas "ReportSlot"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- 7301 names these locks among the database's advisory locks.
  PERFORM pg_advisory_xact_lock(7301, hashtext(o."organizationId"))
  FROM (SELECT DISTINCT d."organizationId" FROM unnest(deltas) d ORDER BY 1) o;

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
    "visitorMessages" = r."visitorMessages" + EXCLUDED."visitorMessages", "teamMessages" = r."teamMessages" + EXCLUDED."teamMessages";
END
$$;

CREATE OR REPLACE FUNCTION inbox_count_move(org TEXT, delta INTEGER) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7301, hashtext(org));
  INSERT INTO "InboxCount" AS c ("organizationId", "threads")
  SELECT org, delta WHERE EXISTS (SELECT 1 FROM "Organization" o WHERE o."id" = org)
  ON CONFLICT ("organizationId") DO UPDATE SET "threads" = c."threads" + EXCLUDED."threads";
END
$$;

CREATE OR REPLACE FUNCTION inbox_up_to_date_move(org TEXT, reader TEXT, delta INTEGER) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7301, hashtext(org));
  INSERT INTO "InboxUpToDate" AS u ("organizationId", "userId", "threads")
  SELECT org, reader, delta
  WHERE EXISTS (SELECT 1 FROM "Organization" o WHERE o."id" = org) AND EXISTS (SELECT 1 FROM "User" p WHERE p."id" = reader)
  ON CONFLICT ("organizationId", "userId") DO UPDATE SET "threads" = u."threads" + EXCLUDED."threads";
END
$$;
