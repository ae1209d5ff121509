import type { Prisma, PrismaClient } from '../generated/prisma/client';

type Transaction = Prisma.TransactionClient;

/** The next "Visitor #n" of an organization: one atomic increment, so concurrent visitors never share a number. */
export async function nextContactNumber(tx: Transaction | PrismaClient, organizationId: string): Promise<number> {
  const organization = await tx.organization.update({
    where: { id: organizationId },
    data: { lastContactNumber: { increment: 1 } },
    select: { lastContactNumber: true },
  });
  return organization.lastContactNumber;
}

/** How operators see a contact before and after they are identified. */
export function contactDisplayName(contact: { name: string | null; email: string | null; number: number }): string {
  return contact.name || contact.email || `Visitor #${contact.number}`;
}
