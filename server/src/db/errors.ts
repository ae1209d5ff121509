import { Prisma } from '../generated/prisma/client';

/** A unique constraint refused the write: someone else (or an earlier retry) got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/** The row a `…OrThrow` query (or an update by unique key) looked for does not exist. */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}
