import { isDriverAdapterError } from '@prisma/driver-adapter-utils';
import { Prisma } from '../generated/prisma/client';

/** A unique constraint refused the write: someone else (or an earlier retry) got there first. */
export function isUniqueViolation(error: unknown): boolean {
  // A statement sent through the driver adapter itself (see text-statements) fails with the adapter's own error.
  if (isDriverAdapterError(error)) return error.cause.kind === 'UniqueConstraintViolation';
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  // P2002 from Prisma's own queries; a raw statement reports the driver's error under P2010.
  return error.code === 'P2002' || (error.code === 'P2010' && driverErrorKind(error) === 'UniqueConstraintViolation');
}

function driverErrorKind(error: Prisma.PrismaClientKnownRequestError): unknown {
  const meta = error.meta as { driverAdapterError?: { cause?: { kind?: unknown } } } | undefined;
  return meta?.driverAdapterError?.cause?.kind;
}

/** The row a `…OrThrow` query (or an update by unique key) looked for does not exist. */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}
