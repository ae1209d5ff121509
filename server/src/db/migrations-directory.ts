import fs from 'node:fs/promises';
import path from 'node:path';
import type { MigrationList } from '@prisma/schema-engine-wasm';
import { projectRoot } from '../project-root';

/** The project's prisma/migrations, which `prisma migrate dev` writes. */
export const MIGRATIONS_DIR = path.join(projectRoot(), 'prisma/migrations');

/**
 * Reads a migrations directory into the engine's input exactly as the Prisma CLI does (same
 * ordering, same file contents), so checksums recorded here match the CLI's.
 */
export async function readMigrationsDirectory(baseDir: string): Promise<MigrationList> {
  const lockfilePath = 'migration_lock.toml';
  const lockfileContent = await fs.readFile(path.join(baseDir, lockfilePath), 'utf8').catch(() => null);
  const entries = await fs.readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: await fs
            .readFile(path.join(baseDir, name, 'migration.sql'), 'utf8')
            .then((value) => ({ tag: 'ok' as const, value }))
            .catch((error: Error) => ({ tag: 'error' as const, value: error.message })),
        },
      })),
  );
  return {
    baseDir,
    lockfile: { path: lockfilePath, content: lockfileContent },
    shadowDbInitScript: '',
    migrationDirectories: migrationDirectories.sort((a, b) => a.path.localeCompare(b.path)),
  };
}
