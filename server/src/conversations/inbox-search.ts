import type { Prisma, PrismaClient } from '../generated/prisma/client';

/**
 * Matching rows read before one part of a search (the visitor's name and email, or the messages' text) counts as
 * broad. Below it, the threads found are few and the inbox filters by their ids; at or above it, matches are dense
 * and the inbox's own scan in order of activity meets a page of them quickly, with the relation filter.
 */
const narrowSearchRows = 1000;

/**
 * The inbox search as a condition on the thread itself. Prisma writes a filter on the thread's contact as a join
 * it applies to every thread of the organization, which no index serves (439 ms at 100,000 threads for one
 * visitor's email). Here the contacts' names and emails and the messages' text are first looked up through their
 * trigram indexes, in one statement; a narrow part then becomes `id IN (…)`. The pattern is Prisma's own
 * `contains` (`'%' || text || '%'`, case-insensitive), so both ways find the same threads.
 */
export async function inboxSearchWhere(prisma: PrismaClient, organizationId: string, search: string): Promise<Prisma.ThreadWhereInput> {
  // Each part stops reading at its limit; a thread with several matching messages is listed once per message.
  const rows = await prisma.$queryRaw<{ part: 'contact' | 'message'; threadId: string }[]>`
    (SELECT 'contact' AS part, t.id AS "threadId" FROM "Thread" t
       WHERE t."organizationId" = ${organizationId}
         AND t."contactId" IN (SELECT c.id FROM "Contact" c WHERE c."organizationId" = ${organizationId}
                                 AND (c.name ILIKE ('%' || ${search} || '%') OR c.email ILIKE ('%' || ${search} || '%')))
       LIMIT ${narrowSearchRows})
    UNION ALL
    (SELECT 'message' AS part, m."threadId" FROM "Message" m
       WHERE m."organizationId" = ${organizationId} AND m.body ILIKE ('%' || ${search} || '%')
       LIMIT ${narrowSearchRows})`;
  const threadIds = (part: 'contact' | 'message') => rows.filter((row) => row.part === part).map((row) => row.threadId);
  const contactThreads = threadIds('contact');
  const messageThreads = threadIds('message');
  const broad: Prisma.ThreadWhereInput[] = [];
  const narrow = new Set<string>();
  if (contactThreads.length >= narrowSearchRows) {
    broad.push({ contact: { OR: [{ name: { contains: search, mode: 'insensitive' } }, { email: { contains: search, mode: 'insensitive' } }] } });
  } else contactThreads.forEach((id) => narrow.add(id));
  if (messageThreads.length >= narrowSearchRows) broad.push({ messages: { some: { body: { contains: search, mode: 'insensitive' } } } });
  else messageThreads.forEach((id) => narrow.add(id));
  const conditions = narrow.size > 0 || broad.length === 0 ? [...broad, { id: { in: paddedToPowerOfTwo([...narrow]) } }] : broad;
  // A single condition stays out of an OR: alone, PostgreSQL turns the messages' EXISTS into a semi-join that stops
  // at the page's end (2 ms for a word in a fifth of the messages); inside an OR it reads every match first (110 ms).
  return conditions.length === 1 ? conditions[0]! : { OR: conditions };
}

/**
 * Each length of an `IN (…)` list is a statement of its own, prepared once per connection (db/prepared-statements);
 * repeating the last id up to a power of two keeps the search to a dozen statements instead of one per count.
 */
function paddedToPowerOfTwo(ids: string[]): string[] {
  if (ids.length === 0) return ids;
  const length = 2 ** Math.ceil(Math.log2(ids.length));
  return [...ids, ...Array<string>(length - ids.length).fill(ids.at(-1)!)];
}
