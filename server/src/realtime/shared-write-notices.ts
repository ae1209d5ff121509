import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { EventBus } from './event-bus';

/**
 * How long a write waits for every instance to have its notice, so that the caller's next request, wherever the
 * balancer sends it, sees the change. Beyond that (Redis is out of reach) the write goes on and the notice with it.
 */
const noticeWaitMs = 500;

/**
 * Each instance remembers some rows for a few seconds (operators' sessions and memberships, plan allowances) and reads
 * them again after a write to their model through itself. This carries those notices to every other instance through
 * the event bus, so that a change made through one (a new display name, a downgrade Stripe's webhook delivered there)
 * shows on all of them as soon as the notice arrives, not once their memory of it runs out. Only writes to `models`,
 * the ones something remembers, are sent; they are rare (settings, sign-ins, members), never per message.
 */
export function shareWriteNotices({ db, bus, models }: { db: Database; bus: EventBus; models: readonly string[] }) {
  const instance = randomUUID();
  const shared = new Set(models);
  const deployment = deploymentOf(db);
  const stopWrites = db.onWrites((model, here) => {
    if (!here || !shared.has(model)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, noticeWaitMs)));
    return Promise.race([bus.publishConfirmed('rows:changed', deployment, { kind: 'ROWS_CHANGED', instance, model }), waited]).finally(() => clearTimeout(timer));
  });
  const listening = bus.listen([['rows:changed', deployment]], (event) => {
    if (event.instance !== instance) db.relayWrites([event.model]);
  });
  // While the Redis subscription was lost, notices may have been missed: whatever is remembered is read again.
  bus.onGap(() => db.relayWrites([...shared]));
  return {
    stop() {
      stopWrites();
      listening.stop();
    },
  };
}

/**
 * The instances that share a database are one deployment; other deployments may share the Redis (as tests do), and
 * would otherwise drop everything this one remembers at each of their writes. The name as the URL gives it, not the
 * server's address: instances may reach one database through different hosts (a pooler, say).
 */
function deploymentOf(db: Database): string {
  return db.kind === 'postgres' ? decodeURIComponent(new URL(db.databaseUrl).pathname.slice(1)) : 'embedded';
}
