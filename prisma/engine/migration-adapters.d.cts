// The server imports PGlite's ES module typings; use the same ones (not the CommonJS copy).
import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

export function pgliteMigrationAdapter(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory;
export function postgresMigrationAdapter(connectionString: string): SqlMigrationAwareDriverAdapterFactory;
