// The server imports PGlite's ES module typings; use the same ones (not the CommonJS copy).
import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type pg from 'pg';

export function pgliteMigrationAdapter(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory;
export function postgresMigrationAdapter(connectionString: string): SqlMigrationAwareDriverAdapterFactory;
export function poolMigrationAdapter(pool: pg.Pool): SqlMigrationAwareDriverAdapterFactory;
/** A pg client that reports columns of Postgres's internal "char" type as text, which the driver adapter reads. */
export const CharAsTextClient: typeof pg.Client;
