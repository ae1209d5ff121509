import { Prisma, type PrismaClient } from '../generated/prisma/client';

const writeOperations = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

type WriteListener = (model: string) => void;
const listeners = new Set<WriteListener>();

/**
 * Calls `listener` with the model's name after each write made through the app's database client in this process,
 * so that what is remembered from those rows (see operator-principals) is read again. Returns how to stop.
 */
export function onWrites(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const writeNoticesExtension = Prisma.defineExtension({
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

export function withWriteNotices(prisma: PrismaClient): PrismaClient {
  // The extension adds no methods or fields, so the extended client is used as the plain one.
  return prisma.$extends(writeNoticesExtension) as unknown as PrismaClient;
}
