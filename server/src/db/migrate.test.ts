import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Database } from './client';
import { applyPendingMigrations, migrationStatus, pendingMigrationCount } from './migrate';
import { MIGRATIONS_DIR } from './migrations-directory';
import { createTestDatabase } from './test-database';

// PGlite always; PostgreSQL too when the suite runs with a server (npm run test:services).
const backends: [string, string | null][] = [['PGlite', null]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const projectMigrations = fs
  .readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

type MigrationRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  applied_steps_count: number;
};

const migrationRows = (db: Database) =>
  db.prisma.$queryRaw<MigrationRow[]>`
    SELECT migration_name, checksum, finished_at, applied_steps_count
    FROM _prisma_migrations ORDER BY migration_name`;

const tableExists = async (db: Database, table: string) => {
  const [{ found }] = await db.prisma.$queryRaw<{ found: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${table}
    ) AS found`;
  return found;
};

/** prisma/migrations plus one more migration, in a temporary directory. */
function migrationsWithExtra(name: string, sql: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, name));
  fs.writeFileSync(path.join(dir, name, 'migration.sql'), sql);
  return dir;
}

describe.each(backends)('migrations on %s', (_name, postgresServerUrl) => {
  describe('on an empty database', () => {
    let db: Database;
    beforeAll(async () => {
      db = await createTestDatabase({ postgresServerUrl, migrated: false });
    });
    afterAll(() => db.close());

    it('reports every migration as pending, then applies them all', async () => {
      expect(await migrationStatus(db)).toEqual({ pending: projectMigrations, failed: [] });

      expect(await applyPendingMigrations(db)).toEqual(projectMigrations);

      expect(await pendingMigrationCount(db)).toBe(0);
      expect(await db.prisma.organization.count()).toBe(0);
    });

    it('records them as the Prisma CLI does, with the sha256 of each migration.sql', async () => {
      const rows = await migrationRows(db);
      expect(rows.map((row) => row.migration_name)).toEqual(projectMigrations);
      for (const row of rows) {
        const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, row.migration_name, 'migration.sql'));
        expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.applied_steps_count).toBe(1);
      }
    });

    it('does nothing when run again', async () => {
      const before = await migrationRows(db);
      expect(await applyPendingMigrations(db)).toEqual([]);
      expect(await migrationRows(db)).toEqual(before);
    });
  });

  describe('on a migrated database', () => {
    let db: Database;
    const directories: string[] = [];
    beforeEach(async () => {
      db = await createTestDatabase({ postgresServerUrl });
    });
    afterEach(() => db.close());
    afterAll(() => {
      for (const dir of directories) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('reports a new migration as pending until it is applied', async () => {
      const dir = migrationsWithExtra('29990101000000_add_probe', 'CREATE TABLE "Probe" ("id" TEXT PRIMARY KEY);\n');
      directories.push(dir);

      expect(await pendingMigrationCount(db, dir)).toBe(1);
      expect(await migrationStatus(db, dir)).toEqual({ pending: ['29990101000000_add_probe'], failed: [] });

      expect(await applyPendingMigrations(db, dir)).toEqual(['29990101000000_add_probe']);
      expect(await pendingMigrationCount(db, dir)).toBe(0);
      expect(await tableExists(db, 'Probe')).toBe(true);
    });

    it('does not record a failing migration as applied, and rolls its changes back', async () => {
      const failing = '29990202000000_fails_halfway';
      const dir = migrationsWithExtra(failing, 'CREATE TABLE "Partial" ("id" TEXT);\nSELECT 1 / 0;\n');
      directories.push(dir);

      await expect(applyPendingMigrations(db, dir)).rejects.toThrow(/division by zero/);

      expect(await migrationStatus(db, dir)).toEqual({ pending: [failing], failed: [failing] });
      const row = (await migrationRows(db)).find((each) => each.migration_name === failing);
      expect(row).toMatchObject({ finished_at: null, applied_steps_count: 0 });
      expect(await tableExists(db, 'Partial')).toBe(false);
      // Like `prisma migrate deploy`: nothing more is applied until someone resolves the failure.
      await expect(applyPendingMigrations(db, dir)).rejects.toThrow(/failed migrations/);
    });
  });
});
