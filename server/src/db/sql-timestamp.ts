import { Prisma } from '../generated/prisma/client';

/**
 * A time as a parameter of a hand-written statement. Prisma stores DateTime as UTC in timestamp(3); the cast keeps
 * those digits whatever the driver does with a Date.
 */
export function sqlTimestamp(at: Date): Prisma.Sql {
  return Prisma.sql`CAST(${at.toISOString()} AS timestamp(3))`;
}
