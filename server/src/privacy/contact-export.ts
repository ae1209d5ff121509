import { encodeGlobalID } from '@pothos/plugin-relay';
import { attachmentPath } from '../attachments/download-links';
import { contactDisplayName } from '../conversations/contacts';
import type { PrismaClient } from '../generated/prisma/client';
import { appLink } from '../services';

/** What a data-subject request is answered with: everything the organization holds about one person, in one JSON document. */
export type ContactExport = Awaited<ReturnType<typeof buildContactExport>>;

/**
 * One contact's profile, metadata, sessions, threads with every message (notes flagged), ratings and the files sent,
 * each file with a link its organization's members can download it from. One person's data is small enough to build
 * in memory; the organization export streams instead.
 */
export async function buildContactExport(prisma: PrismaClient, config: { publicUrl: string }, contactId: string, now: Date) {
  const contact = await prisma.contact.findUniqueOrThrow({
    where: { id: contactId },
    include: {
      organization: { select: { id: true, name: true } },
      widget: { select: { name: true } },
      sessions: { orderBy: { createdAt: 'asc' }, select: { createdAt: true, lastSeenAt: true, userAgent: true } },
      threads: {
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        include: {
          labels: { include: { label: { select: { name: true } } } },
          messages: {
            orderBy: { seq: 'asc' },
            include: {
              authorUser: { select: { name: true } },
              authorApiKey: { select: { name: true } },
              attachments: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
            },
          },
        },
      },
    },
  });
  return {
    format: 'parley.contact-export',
    version: 1,
    exportedAt: now.toISOString(),
    organization: { id: encodeGlobalID('Organization', contact.organization.id), name: contact.organization.name },
    contact: {
      id: encodeGlobalID('Contact', contact.id),
      displayName: contactDisplayName(contact),
      number: contact.number,
      name: contact.name,
      email: contact.email,
      externalId: contact.externalId,
      identityVerifiedBy: contact.identityVerifiedBy,
      metadata: contact.metadata,
      currentUrl: contact.currentUrl,
      referrer: contact.referrer,
      userAgent: contact.userAgent,
      language: contact.language,
      widget: contact.widget.name,
      firstSeenAt: contact.firstSeenAt.toISOString(),
      lastSeenAt: contact.lastSeenAt.toISOString(),
    },
    sessions: contact.sessions.map((session) => ({
      startedAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      userAgent: session.userAgent,
    })),
    threads: contact.threads.map((thread) => ({
      id: encodeGlobalID('Thread', thread.id),
      status: thread.status,
      subject: thread.subject,
      labels: thread.labels.map((link) => link.label.name),
      createdAt: thread.createdAt.toISOString(),
      closedAt: thread.closedAt?.toISOString() ?? null,
      lastMessageAt: thread.lastMessageAt.toISOString(),
      rating: thread.csatSubmittedAt ? { score: thread.csatRating, comment: thread.csatComment, submittedAt: thread.csatSubmittedAt.toISOString() } : null,
      messages: thread.messages.map((message) => ({
        id: encodeGlobalID('Message', message.id),
        seq: message.seq,
        kind: message.kind,
        internalNote: message.kind === 'NOTE',
        authorKind: message.authorKind,
        author: message.authorKind === 'CONTACT' ? contactDisplayName(contact) : (message.authorUser?.name ?? message.authorApiKey?.name ?? null),
        channel: message.channel,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
        editedAt: message.editedAt?.toISOString() ?? null,
        attachments: message.attachments.map((attachment) => ({
          id: encodeGlobalID('Attachment', attachment.id),
          fileName: attachment.fileName,
          contentType: attachment.contentType,
          byteSize: attachment.byteSize,
          uploadedAt: attachment.createdAt.toISOString(),
          downloadUrl: appLink(config, attachmentPath(attachment)),
        })),
      })),
    })),
  };
}

/** The name the download is saved under: the contact's number and the day, never their name or email. */
export function contactExportFileName(contact: { number: number }, now: Date): string {
  return `contact-${contact.number}-${now.toISOString().slice(0, 10)}.json`;
}
