-- Label names were unique only letter for letter, so "Urgent" and "urgent" could both exist. Before the rule
-- ignores case, each later look-alike is renamed ("urgent (2)"), never merged: no conversation loses or gains a
-- label, and nothing is reported to webhooks as changed.
DO $$
DECLARE
  duplicate RECORD;
  candidate TEXT;
  suffix INT;
BEGIN
  FOR duplicate IN
    SELECT id, "organizationId", name FROM (
      SELECT id, "organizationId", name,
        row_number() OVER (PARTITION BY "organizationId", lower(name) ORDER BY "createdAt", id) AS position
      FROM "Label"
    ) ranked
    WHERE position > 1
    ORDER BY "organizationId", lower(name), position
  LOOP
    suffix := 2;
    LOOP
      candidate := duplicate.name || ' (' || suffix || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "Label" WHERE "organizationId" = duplicate."organizationId" AND lower(name) = lower(candidate));
      suffix := suffix + 1;
    END LOOP;
    UPDATE "Label" SET name = candidate WHERE id = duplicate.id;
  END LOOP;
END $$;

-- DropIndex
DROP INDEX "Label_organizationId_name_key";

-- One name per organization whatever its case; Prisma's schema cannot express an index on lower(name).
CREATE UNIQUE INDEX "Label_organizationId_lower_name_key" ON "Label"("organizationId", lower("name"));
