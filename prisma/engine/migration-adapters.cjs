'use strict';
// Driver adapters the schema engine migrates through, with fixes for two adapter bugs that
// only migrations hit. The shadow database (scratch space for replaying migrations) is always an
// in-memory PGlite, so neither a PostgreSQL role allowed to CREATE DATABASE nor a second data
// directory is needed.
const pg = require('pg');
const { PGlite } = require('@electric-sql/pglite');
const { pgliteOptions } = require('./pglite-options.cjs');
const { PrismaPg } = require('@prisma/adapter-pg');
const { PrismaPGlite } = require('pglite-prisma-adapter');

/** Migration adapter over an open PGlite instance in this process (the CLI's; its owner keeps it open and closes it). */
function pgliteMigrationAdapter(pglite) {
  const factory = new PrismaPGlite(pglite);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => awaitScripts(await factory.connect(), pglite),
    connectToShadowDb: connectToMemoryShadowDb,
  };
}

/** Migration adapter over a PostgreSQL server; each connection owns a pool it ends on dispose. */
function postgresMigrationAdapter(connectionString) {
  return scriptsAsOneQuery(new PrismaPg({ connectionString, Client: CharAsTextClient }));
}

/**
 * Migration adapter over a pool its owner keeps open and ends (the embedded database's one connection); the pool's
 * clients must be CharAsTextClient.
 */
function poolMigrationAdapter(pool) {
  return scriptsAsOneQuery(new PrismaPg(pool));
}

function scriptsAsOneQuery(factory) {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      // adapter-pg splits scripts on ";" and runs the pieces one by one: that breaks on a ";"
      // inside a string or function body and leaves half-applied migrations. One simple-protocol
      // query runs the script as one implicit transaction, as the native engine does.
      adapter.executeScript = async (script) => {
        try {
          await adapter.underlyingDriver().query(script);
        } catch (error) {
          adapter.onError(error);
        }
      };
      return adapter;
    },
    connectToShadowDb: connectToMemoryShadowDb,
  };
}

// pglite-prisma-adapter 0.7.2 starts exec() in executeScript without awaiting it, so a failing
// migration would be recorded as applied and the error would surface later as a crash.
function awaitScripts(adapter, pglite) {
  adapter.executeScript = async (script) => {
    try {
      await pglite.exec(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

async function connectToMemoryShadowDb() {
  const shadow = new PGlite(pgliteOptions);
  const adapter = awaitScripts(await new PrismaPGlite(shadow).connect(), shadow);
  adapter.dispose = () => shadow.close();
  return adapter;
}

// Introspection reads catalog columns of Postgres's internal "char" type (OID 18, array 1002),
// which @prisma/adapter-pg 7.10 rejects as unsupported. pg already parses them as strings, so
// reporting them as text/text[] is exact.
const CHAR_AS_TEXT = new Map([
  [18, 25],
  [1002, 1009],
]);

function reportCharAsText(result) {
  for (const each of Array.isArray(result) ? result : [result]) {
    for (const field of each?.fields ?? []) {
      field.dataTypeID = CHAR_AS_TEXT.get(field.dataTypeID) ?? field.dataTypeID;
    }
  }
  return result;
}

class CharAsTextClient extends pg.Client {
  query(...args) {
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt];
      args[callbackAt] = (error, result) => callback(error, error ? result : reportCharAsText(result));
      return super.query(...args);
    }
    const pending = super.query(...args);
    return typeof pending?.then === 'function' ? pending.then(reportCharAsText) : pending;
  }
}

module.exports = { pgliteMigrationAdapter, postgresMigrationAdapter, poolMigrationAdapter, CharAsTextClient };
