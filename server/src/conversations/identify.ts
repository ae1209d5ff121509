import type { Contact, PrismaClient } from '../generated/prisma/client';
import { combinedMetadata } from './contact-metadata';

export type Identity = { userId?: string | null; email?: string | null; name?: string | null };

/**
 * Links the visitor to the site's own account. When the identity is verified and another contact
 * already holds this user id, the visitor's conversations move to that contact and the session
 * follows them, so one person has one history across devices. An unverified user id never opens
 * another contact's history: it is only recorded when no one else holds it.
 */
export async function identifyContact(prisma: PrismaClient, contact: Contact, identity: Identity, verified: boolean): Promise<Contact> {
  const details = {
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.name ? { name: identity.name } : {}),
    lastSeenAt: new Date(),
  };
  const holder = identity.userId
    ? await prisma.contact.findUnique({ where: { widgetId_externalId: { widgetId: contact.widgetId, externalId: identity.userId } } })
    : null;
  if (!holder || holder.id === contact.id) {
    return prisma.contact.update({ where: { id: contact.id }, data: { ...details, ...(identity.userId ? { externalId: identity.userId } : {}) } });
  }
  if (!verified) return prisma.contact.update({ where: { id: contact.id }, data: details });
  return prisma.$transaction(async (tx) => {
    await tx.thread.updateMany({ where: { contactId: contact.id }, data: { contactId: holder.id } });
    await tx.message.updateMany({ where: { authorContactId: contact.id }, data: { authorContactId: holder.id } });
    await tx.readState.updateMany({ where: { contactId: contact.id }, data: { contactId: holder.id } });
    await tx.contact.delete({ where: { id: contact.id } });
    return tx.contact.update({
      where: { id: holder.id },
      data: {
        ...details,
        // What the visitor told the team before signing in (pre-chat answers, an email for replies) follows them.
        ...(!details.email && !holder.email && contact.email ? { email: contact.email } : {}),
        metadata: combinedMetadata(holder.metadata, contact.metadata),
        sessionTokenHash: contact.sessionTokenHash,
        currentUrl: contact.currentUrl,
        referrer: contact.referrer,
        userAgent: contact.userAgent,
        language: contact.language,
      },
    });
  });
}
