import type { Contact, IdentityProof, Prisma, PrismaClient } from '../generated/prisma/client';
import { combinedMetadata } from './contact-metadata';

export type Identity = { userId?: string | null; email?: string | null; name?: string | null };

type Transaction = Prisma.TransactionClient;

/**
 * Links the visitor to the site's own account. `verifiedBy` says how the site proved the user id (null: it did not);
 * operators see the latest identify's proof.
 *
 * When the identity is verified and another contact holds this user id with a verified identity too, the visitor's
 * contact joins that one (see mergeContacts), so one person has one history across devices. An unverified user id
 * never opens another contact's history: it is only recorded when no one else holds it. And a verified identity never
 * joins a contact that only claimed the id without proof: it takes the id from that contact instead.
 */
export async function identifyContact(prisma: PrismaClient, contact: Contact, identity: Identity, verifiedBy: IdentityProof | null): Promise<Contact> {
  const details = {
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.name ? { name: identity.name } : {}),
    identityVerifiedBy: verifiedBy,
    lastSeenAt: new Date(),
  };
  const holder = identity.userId
    ? await prisma.contact.findUnique({ where: { widgetId_externalId: { widgetId: contact.widgetId, externalId: identity.userId } } })
    : null;
  if (!holder || holder.id === contact.id) {
    return prisma.contact.update({ where: { id: contact.id }, data: { ...details, ...(identity.userId ? { externalId: identity.userId } : {}) } });
  }
  if (!verifiedBy) return prisma.contact.update({ where: { id: contact.id }, data: details });
  return prisma.$transaction(async (tx) => {
    if (!holder.identityVerifiedBy) {
      await tx.contact.update({ where: { id: holder.id }, data: { externalId: null } });
      return tx.contact.update({ where: { id: contact.id }, data: { ...details, externalId: identity.userId } });
    }
    await mergeContacts(tx, contact, holder);
    return tx.contact.update({
      where: { id: holder.id },
      data: {
        ...details,
        // What the visitor told the team before signing in (pre-chat answers, an email for replies) follows them.
        ...(!details.email && !holder.email && contact.email ? { email: contact.email } : {}),
        metadata: combinedMetadata(holder.metadata, contact.metadata),
        currentUrl: contact.currentUrl,
        referrer: contact.referrer,
        userAgent: contact.userAgent,
        language: contact.language,
      },
    });
  });
}

/**
 * Moves everything of `from` to `into`, then removes `from`: its browser sessions (each device stays signed in), its
 * threads with their read positions, the messages it wrote and the uploads it has not sent yet.
 *
 * Thread names (client thread ids) are unique per contact. When both contacts named a thread the same, the name keeps
 * leading to `into`'s thread, and the moved one is renamed to its own id (which no widget generates), so both
 * conversations stay whole.
 */
async function mergeContacts(tx: Transaction, from: Contact, into: Contact): Promise<void> {
  const taken = await tx.thread.findMany({ where: { contactId: into.id }, select: { clientThreadId: true } });
  const colliding = await tx.thread.findMany({
    where: { contactId: from.id, clientThreadId: { in: taken.map((thread) => thread.clientThreadId) } },
    select: { id: true },
  });
  for (const thread of colliding) await tx.thread.update({ where: { id: thread.id }, data: { clientThreadId: thread.id } });
  await tx.thread.updateMany({ where: { contactId: from.id }, data: { contactId: into.id } });
  await tx.readState.updateMany({ where: { contactId: from.id }, data: { contactId: into.id } });
  await tx.message.updateMany({ where: { authorContactId: from.id }, data: { authorContactId: into.id } });
  await tx.attachment.updateMany({ where: { uploaderContactId: from.id }, data: { uploaderContactId: into.id } });
  await tx.visitorSession.updateMany({ where: { contactId: from.id }, data: { contactId: into.id } });
  await tx.visitorEmail.updateMany({ where: { contactId: from.id }, data: { contactId: into.id } });
  await tx.contact.delete({ where: { id: from.id } });
}
