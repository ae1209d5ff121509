import { cell } from '../audit/audit-csv';
import type { Contact, ContactAttributeDefinition, Prisma, PrismaClient } from '../generated/prisma/client';
import { contactOrder } from './contact-filters';

const pageSize = 500;
const fixedColumns = ['name', 'email', 'phone', 'company', 'verified', 'conversations', 'last_seen', 'first_seen'];

type Row = Contact & { _count: { threads: number } };

function line(values: string[]): string {
  return values.map(cell).join(',') + '\r\n';
}

/**
 * The contacts matching `where` as CSV lines, header first, read a page at a time by cursor so an export of any size
 * holds one page in memory; custom attributes follow the fixed columns, one column each.
 */
export async function* contactsCsv(prisma: PrismaClient, where: Prisma.ContactWhereInput, definitions: Pick<ContactAttributeDefinition, 'key'>[]): AsyncGenerator<string> {
  yield line([...fixedColumns, ...definitions.map((definition) => definition.key)]);
  let cursor: string | null = null;
  for (;;) {
    const page: Row[] = await prisma.contact.findMany({
      where,
      orderBy: contactOrder,
      take: pageSize,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      include: { _count: { select: { threads: true } } },
    });
    if (page.length === 0) return;
    yield page
      .map((contact) => {
        const attributes = contact.attributes as Record<string, unknown>;
        return line([
          contact.name ?? '',
          contact.email ?? '',
          contact.phone ?? '',
          contact.company ?? '',
          contact.identityVerifiedBy ? 'yes' : 'no',
          String(contact._count.threads),
          contact.lastSeenAt.toISOString(),
          contact.firstSeenAt.toISOString(),
          ...definitions.map((definition) => (attributes[definition.key] === undefined ? '' : String(attributes[definition.key]))),
        ]);
      })
      .join('');
    if (page.length < pageSize) return;
    cursor = page.at(-1)!.id;
  }
}
