import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { CLI_TIMEOUT, cleanups, prisma, runCleanups } from '../../test-support/prisma-cli';
import { openDatabase } from './client';
import { applyPendingMigrations, migrationStatus } from './migrate';

afterEach(runCleanups);

describe('the Prisma CLI and the server on a PGlite data directory', () => {
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-cli-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it(
    'migrate status agrees with migrations the server applied',
    async () => {
      const dir = dataDir();
      const db = await openDatabase({ dataDir: dir });
      await applyPendingMigrations(db);
      await db.close();

      expect(await prisma(['migrate', 'status'], { DATA_DIR: dir })).toContain('Database schema is up to date!');
    },
    CLI_TIMEOUT,
  );

  it(
    'the server sees nothing pending after migrate deploy',
    async () => {
      const dir = dataDir();
      await prisma(['migrate', 'deploy'], { DATA_DIR: dir });

      const db = await openDatabase({ dataDir: dir });
      cleanups.unshift(() => db.close());
      expect(await migrationStatus(db)).toEqual({ pending: [], failed: [] });
      expect(await applyPendingMigrations(db)).toEqual([]);
    },
    CLI_TIMEOUT,
  );
});
