import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the embedded database is opened with (the CLI's shim has the same list in
 * prisma/engine/pglite-options.cjs): pg_trgm lets the inbox search text through trigram indexes, as on PostgreSQL.
 */
export const pgliteExtensions = { pg_trgm };
