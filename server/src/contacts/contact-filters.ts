import type { ContactAttributeType, Prisma } from '../generated/prisma/client';
import { ValidationError } from '../errors';
import { parseAttributeValue } from './attribute-values';

export type ContactFilters = {
  search?: string | null;
  verified?: boolean | null;
  hasConversations?: boolean | null;
  seenWithinDays?: number | null;
  attributeKey?: string | null;
  attributeValue?: string | null;
};

/** Newest visitors first; the id breaks ties so pages never repeat or skip a contact. */
export const contactOrder: Prisma.ContactOrderByWithRelationInput[] = [{ lastSeenAt: 'desc' }, { id: 'desc' }];

/**
 * The organization's contacts matching the list's filters: words of the name, email or company; verified identity;
 * with or without conversations; seen in the last days; a custom attribute holding a value (typed as its definition).
 */
export function contactsWhere(
  organizationId: string,
  filters: ContactFilters,
  attributeType: ContactAttributeType | null,
  now = new Date(),
): Prisma.ContactWhereInput {
  const and: Prisma.ContactWhereInput[] = [{ organizationId }];
  const search = filters.search?.trim();
  if (search) {
    and.push({
      OR: [
        { name: { contains: search, mode: 'insensitive' } },
        { email: { contains: search, mode: 'insensitive' } },
        { company: { contains: search, mode: 'insensitive' } },
      ],
    });
  }
  if (filters.verified != null) and.push({ identityVerifiedBy: filters.verified ? { not: null } : null });
  if (filters.hasConversations != null) and.push({ threads: filters.hasConversations ? { some: {} } : { none: {} } });
  if (filters.seenWithinDays != null) {
    if (filters.seenWithinDays < 1) throw ValidationError.forField('seenWithinDays', 'Choose at least one day.');
    and.push({ lastSeenAt: { gte: new Date(now.getTime() - filters.seenWithinDays * 24 * 60 * 60 * 1000) } });
  }
  if (filters.attributeKey) {
    if (!attributeType) throw ValidationError.forField('attributeKey', `There is no contact attribute "${filters.attributeKey}" in this organization.`);
    const parsed = parseAttributeValue(attributeType, filters.attributeValue ?? '');
    if ('error' in parsed) throw ValidationError.forField('attributeValue', parsed.error);
    and.push({ attributes: { path: [filters.attributeKey], equals: parsed.value } });
  }
  return { AND: and };
}
