'use strict';
// The extensions every embedded database is opened with, here for the CLI's shim (the server's own list is
// server/src/db/pglite-extensions.ts): a migration that creates one needs it loaded wherever migrations run,
// the shadow database included.
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

const pgliteOptions = { extensions: { pg_trgm } };

module.exports = { pgliteOptions };
