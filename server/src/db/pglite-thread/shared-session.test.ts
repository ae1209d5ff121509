import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ConnectionChannel } from './connection-channel';
import { PortSocket } from './port-socket';
import { SharedSession, type InTurn } from './shared-session';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/**
 * The shared session and the pool as the embedded database's thread and the app's thread pair them, in one thread:
 * a real PGlite whose next ROLLBACK fails, as one could if PGlite itself failed while a connection was closing.
 */
async function sessionWhoseRollbackFails() {
  const pglite = await PGlite.create();
  let failRollback = true;
  const failing = new Proxy(pglite, {
    get(target, property) {
      if (property !== 'exec') {
        // PGlite keeps its state in private fields, which only the instance itself may reach.
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return async (sql: string) => {
        if (failRollback && sql === 'ROLLBACK') {
          failRollback = false;
          throw new Error('PGlite failed');
        }
        return target.exec(sql);
      };
    },
  });
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn: InTurn = (work) => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
  const { port1, port2 } = new MessageChannel();
  const session = new SharedSession(failing, inTurn, port2);
  const channel = new ConnectionChannel(port1);
  const pool = new pg.Pool({ user: 'postgres', database: 'postgres', max: 2, stream: () => new PortSocket(channel) });
  // A failed connection is the pool's to drop; the test looks at the queries' answers.
  pool.on('error', () => undefined);
  closers.push(async () => {
    await pool.end();
    session.closeAll();
    channel.close();
    await pglite.close();
  });
  return pool;
}

describe('the embedded database’s shared session', () => {
  it('fails every connection, instead of leaving them waiting, when it cannot roll back what a closed connection left open', async () => {
    const pool = await sessionWhoseRollbackFails();
    await pool.query('CREATE TABLE note (body text)');
    const client = await pool.connect();
    await client.query('BEGIN');
    await client.query("INSERT INTO note VALUES ('never committed')");
    // The pool drops the connection mid-transaction; rolling it back fails, and the session is still inside it.
    client.release(new Error('dropped mid-transaction'));

    // Never inside the other connection's transaction, and never left waiting: a clear error instead.
    await expect(pool.query('SELECT count(*)::int AS n FROM note')).rejects.toThrow("The embedded database failed: The embedded database could not roll back a closed connection's transaction");
  });
});
