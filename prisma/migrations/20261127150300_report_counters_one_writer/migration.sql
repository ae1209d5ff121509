-- One statement can add to an organization's counters twice: an operator's first reply moves its thread's counters
-- (answered, assigned) and then its message's (the reply, its author). Each call locks its rows in key order, but
-- across the two calls the order breaks: a first reply held the organization's row and waited for its author's, while
-- the same author's reply in another thread held that row and waited for the organization's, and one of them failed
-- with a deadlock. Every call now first takes a transaction lock per organization, so whoever holds any of its
-- counters holds that lock too and the others wait before locking anything. It costs no concurrency: every message
-- already locked its organization's row for this quarter hour until commit.
CREATE OR REPLACE FUNCTION report_apply(deltas "ReportSlot"[]) RETURNS void LANGUAGE sql AS $$
  -- 7301 names these locks among the database's advisory locks.
  SELECT pg_advisory_xact_lock(7301, hashtext(o."organizationId"))
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
    "visitorMessages" = r."visitorMessages" + EXCLUDED."visitorMessages", "teamMessages" = r."teamMessages" + EXCLUDED."teamMessages"
$$;
