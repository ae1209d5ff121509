import type { Contact, Prisma, PrismaClient } from '../generated/prisma/client';
import { FieldError, ValidationError } from '../errors';

/** Enough for a site's attributes plus the pre-chat answers, few enough to keep the contact sidebar readable. */
export const maxMetadataKeys = 100;

export type MetadataChanges = Record<string, string | number | boolean | null>;

const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {});

/**
 * Merges attributes into a contact's metadata: each given key is set, `null` removes one, and every other key stays,
 * so the page's `setMetadata` and the pre-chat form never erase each other's. The row is locked while merging, so two
 * writers at once can't lose a key either. `data` updates other fields in the same write.
 */
export async function mergeContactMetadata(prisma: PrismaClient, contactId: string, changes: MetadataChanges, data: Prisma.ContactUpdateInput = {}): Promise<Contact> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Contact" WHERE id = ${contactId} FOR UPDATE`;
    const { metadata } = await tx.contact.findUniqueOrThrow({ where: { id: contactId }, select: { metadata: true } });
    const merged = asObject(metadata);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    if (Object.keys(merged).length > maxMetadataKeys) {
      const message = `A visitor has at most ${maxMetadataKeys} attributes: remove some (set them to null) first.`;
      throw new ValidationError(message, [new FieldError('metadata', message)]);
    }
    return tx.contact.update({ where: { id: contactId }, data: { ...data, metadata: merged as Prisma.InputJsonObject } });
  });
}

/** One person's attributes when two contacts become one: the newer contact's values win, the older's other keys stay. */
export function combinedMetadata(older: unknown, newer: unknown): Prisma.InputJsonObject {
  return { ...asObject(older), ...asObject(newer) } as Prisma.InputJsonObject;
}
