import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Database } from './client';
import { applyPendingMigrations } from './migrate';
import { MIGRATIONS_DIR } from './migrations-directory';
import { createTestDatabase } from './test-database';

const MIGRATION = '20261125130000_label_names_ignore_case';

/** prisma/migrations as they were when the migration under test was the newest (`through`) or just before it. */
function migrationsUntil(name: string, through: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-migrations-'));
  const included = (migration: string) => (through ? migration <= name : migration < name);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true, filter: (source) => included(path.basename(source)) || !/^\d{14}_/.test(path.basename(source)) });
  return dir;
}

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase({ migrated: false });
  await applyPendingMigrations(db, migrationsUntil(MIGRATION, false));
});
afterAll(() => db.close());

it('renames labels whose names differ only in case, keeping the oldest and every conversation’s labels, then refuses new look-alikes', async () => {
  const { prisma } = db;
  // Later migrations add organization columns this database does not have yet, which the client would write and read.
  const organization = async (slug: string) => {
    await prisma.$executeRaw`INSERT INTO "Organization" ("id", "name", "slug", "updatedAt") VALUES (${slug}, ${slug}, ${slug}, now())`;
    return { id: slug };
  };
  const acme = await organization('acme');
  const other = await organization('other');
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
  const urgent = await prisma.label.create({ data: { organizationId: acme.id, name: 'Urgent', createdAt: at(0) } });
  const lower = await prisma.label.create({ data: { organizationId: acme.id, name: 'urgent', createdAt: at(1) } });
  const shouting = await prisma.label.create({ data: { organizationId: acme.id, name: 'URGENT', createdAt: at(2) } });
  // The plain "(2)" name is already taken, so the look-alike moves on to the next free one.
  const taken = await prisma.label.create({ data: { organizationId: acme.id, name: 'urgent (2)', createdAt: at(3) } });
  const elsewhere = await prisma.label.create({ data: { organizationId: other.id, name: 'urgent', createdAt: at(4) } });

  expect(await applyPendingMigrations(db, migrationsUntil(MIGRATION, true))).toEqual([MIGRATION]);

  const names = Object.fromEntries((await prisma.label.findMany()).map((label) => [label.id, label.name]));
  expect(names).toEqual({
    [urgent.id]: 'Urgent',
    [lower.id]: 'urgent (3)',
    [shouting.id]: 'URGENT (4)',
    [taken.id]: 'urgent (2)',
    [elsewhere.id]: 'urgent',
  });
  await expect(prisma.label.create({ data: { organizationId: acme.id, name: 'uRgEnT' } })).rejects.toMatchObject({ code: 'P2002' });
  await expect(prisma.label.create({ data: { organizationId: other.id, name: 'Urgent' } })).rejects.toMatchObject({ code: 'P2002' });
});
