import type { ArgType, SqlDriverAdapter, SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';

/** A statement whose answer is one text column: each row's value, in order. Its parameters are sent as text. */
export type TextStatement = (sql: string, args: unknown[]) => Promise<string[]>;

const textArgument: ArgType = { scalarType: 'string', arity: 'scalar' };

/**
 * Sends statements that build their whole answer in the database (the deliveries' reads of db/json-read, the statement
 * that stores a message) through the driver adapter the ORM client is opened with: the same pool, the same prepared
 * statements, and the same recorder when tests count round trips. The client's raw query path is left out because for
 * one text column it maps nothing, yet it cost 86 to 96 µs of CPU a call where the adapter alone cost 50 to 57 µs (a
 * one-column read, 4,000 calls in turn, PostgreSQL on loopback), and every message makes such statements.
 */
export function textStatements(factory: SqlDriverAdapterFactory): { query: TextStatement; close(): Promise<void> } {
  let connected: Promise<SqlDriverAdapter> | undefined;
  const adapter = () =>
    (connected ??= factory.connect().catch((error: unknown) => {
      connected = undefined;
      throw error;
    }));
  return {
    async query(sql, args) {
      const result = await (await adapter()).queryRaw({ sql, args, argTypes: args.map(() => textArgument) });
      return result.rows.map((row) => row[0] as string);
    },
    async close() {
      if (connected) await (await connected).dispose();
    },
  };
}
