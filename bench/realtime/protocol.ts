// What the bench's coordinator and its client processes say to each other (over Node's IPC channel).

export type Mode = 'app' | 'ws' | 'wsInsert';

/**
 * How to reach a target: the app's URL and seeded organization, or a bare server's WebSocket URL. An app on
 * PostgreSQL also names its database, which further instances of the app join.
 */
export type TargetInfo = { url: string; clientId?: string; organizationId?: string; cookies?: string[]; databaseUrl?: string };

export type ToClients =
  | { type: 'setup'; mode: Mode; info: TargetInfo; visitors: number[]; operators: number[] }
  | { type: 'start'; startAt: number; messages: number; intervalMs: number; idPrefix: string }
  | { type: 'finish' };

export type FromClients =
  | { type: 'ready' }
  | { type: 'progress'; received: number; sent: number; done: boolean }
  | { type: 'result'; latencies: number[]; deliveries: Record<string, number>; cpuMs: number; failedSends: number };

/** Bodies carry the message id and when it was sent (epoch ms): any process on the machine can time its arrival. */
export const bodyOf = (id: string, sentAt: number) => `bench ${id} ${sentAt}`;

export function parseBody(body: string | undefined | null): { id: string; sentAt: number } | null {
  const match = body ? /^bench (\S+) (\d+(?:\.\d+)?)$/.exec(body) : null;
  return match ? { id: match[1], sentAt: Number(match[2]) } : null;
}

/** A high-resolution wall clock shared by every process on the machine. */
export const now = () => performance.timeOrigin + performance.now();
