import { Prisma, type PrismaClient } from '../generated/prisma/client';

const writeOperations = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

/**
 * A write's model, and whether it was made through this client (false: through another instance, relayed here). A
 * listener may return a promise: the write's caller goes on once it settles (see realtime/shared-write-notices).
 */
export type WriteListener = (model: string, here: boolean) => void | Promise<unknown>;

export type WriteNotices = {
  prisma: PrismaClient;
  /** Hears of each write made through `prisma` (once it is done), and of those relayed from other instances. */
  onWrites(listener: WriteListener): () => void;
  /** Tells the listeners of writes to these models made through another instance (see realtime/shared-write-notices). */
  relayWrites(models: readonly string[]): void;
};

/**
 * The client, and a way to hear of each write made through it (the model's name, once the write is done), so that
 * what an instance remembers of those rows (see operator-principals) is read again after its own writes.
 */
export function withWriteNotices(prisma: PrismaClient): WriteNotices {
  const listeners = new Set<WriteListener>();
  /** Tells every listener; what some of them wait for, if any (most writes wait for nothing). */
  const notify = (model: string, here: boolean): Promise<unknown> | null => {
    const pending: Promise<unknown>[] = [];
    for (const listener of listeners) {
      const waiting = listener(model, here);
      if (waiting) pending.push(waiting);
    }
    return pending.length > 0 ? Promise.all(pending) : null;
  };
  const extension = Prisma.defineExtension({
    name: 'write-notices',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          if (!writeOperations.has(operation)) return query(args);
          return query(args).then((result) => {
            const pending = notify(model, true);
            return pending ? pending.then(() => result) : result;
          });
        },
      },
    },
  });
  return {
    // The extension adds no methods or fields, so the extended client is used as the plain one.
    prisma: prisma.$extends(extension) as unknown as PrismaClient,
    onWrites(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    relayWrites(models) {
      for (const model of models) void notify(model, false);
    },
  };
}
