import type { Database } from '../src/db/client';

/**
 * Makes one table unreachable while `run` runs, so that resolvers reading it fail the way a lost database does:
 * a real unexpected error from deep inside the server, without any test-only code path in the app.
 */
export async function withTableUnavailable<T>(database: Database, table: string, run: () => Promise<T>): Promise<T> {
  await database.prisma.$executeRawUnsafe(`ALTER TABLE "${table}" RENAME TO "${table}_unavailable"`);
  try {
    return await run();
  } finally {
    await database.prisma.$executeRawUnsafe(`ALTER TABLE "${table}_unavailable" RENAME TO "${table}"`);
  }
}

/** A minimal Sentry envelope holding one error event, as a browser SDK sends it through the tunnel. */
export function browserErrorEnvelope(dsn: string, eventId: string, message: string): string {
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ event_id: eventId, platform: 'javascript', message, level: 'error' }),
  ].join('\n');
}
