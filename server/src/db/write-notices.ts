import { Prisma, type PrismaClient } from '../generated/prisma/client';

const writeOperations = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

type WriteListener = (model: string) => void;

/**
 * The client, and a way to hear of each write made through it (the model's name, once the write is done), so that
 * what an instance remembers of those rows (see operator-principals) is read again after its own writes.
 */
export function withWriteNotices(prisma: PrismaClient): { prisma: PrismaClient; onWrites(listener: WriteListener): () => void } {
  const listeners = new Set<WriteListener>();
  const extension = Prisma.defineExtension({
    name: 'write-notices',
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          if (!writeOperations.has(operation)) return query(args);
          return query(args).then((result) => {
            for (const listener of listeners) listener(model);
            return result;
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
  };
}
