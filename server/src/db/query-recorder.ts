import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from '@prisma/driver-adapter-utils';

/** Told of every round trip to the database: each statement, and a transaction's begin and end. */
export type QueryRecorder = (sql: string) => void;

const transactionEnd = /^\s*(COMMIT|ROLLBACK)\b/i;

/**
 * Wraps a driver adapter so that every round trip it makes is reported. A transaction's end may reach the adapter
 * both as a COMMIT or ROLLBACK statement and as a commit()/rollback() call, so begin and end are reported from
 * startTransaction/commit/rollback only, and never twice.
 */
export function recordingAdapterFactory<F extends SqlDriverAdapterFactory>(factory: F, record: QueryRecorder): F {
  return new Proxy(factory, {
    get(target, property, receiver) {
      if (property !== 'connect') return Reflect.get(target, property, receiver) as unknown;
      return async () => recordingAdapter(await target.connect(), record);
    },
  });
}

function recordingAdapter(adapter: SqlDriverAdapter, record: QueryRecorder): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === 'queryRaw' || property === 'executeRaw') return recordingStatement(target, property, record);
      if (property === 'startTransaction') {
        return async (...args: Parameters<SqlDriverAdapter['startTransaction']>) => {
          record('BEGIN');
          return recordingTransaction(await target.startTransaction(...args), record);
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function recordingTransaction(transaction: Transaction, record: QueryRecorder): Transaction {
  return new Proxy(transaction, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === 'queryRaw' || property === 'executeRaw') return recordingStatement(target, property, record, { skipTransactionEnd: true });
      if (property === 'commit' || property === 'rollback') {
        return () => {
          record(property === 'commit' ? 'COMMIT' : 'ROLLBACK');
          return target[property]();
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function recordingStatement(target: SqlDriverAdapter | Transaction, method: 'queryRaw' | 'executeRaw', record: QueryRecorder, options: { skipTransactionEnd?: boolean } = {}) {
  return (query: SqlQuery) => {
    if (!(options.skipTransactionEnd && transactionEnd.test(query.sql))) record(query.sql);
    return (target[method] as (query: SqlQuery) => Promise<unknown>)(query);
  };
}
