import { z } from 'zod';
import { actorOf, changedFields, recordAudit } from '../../audit/record-audit';
import { contactDisplayName } from '../../conversations/contacts';
import { ValidationError } from '../../errors';
import type { Organization } from '../../generated/prisma/client';
import { buildContactExport, contactExportFileName } from '../../privacy/contact-export';
import { eraseContact } from '../../privacy/erase-contact';
import { cancelOrganizationDeletion } from '../../privacy/organization-deletion';
import { applyRetention, previewRetention } from '../../privacy/retention';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { ContactRef } from './contact';
import { OrganizationRef, publishOrganizationUpdated } from './organization';

const RetentionCountsRef = builder.objectRef<{ threads: number; files: number }>('RetentionCounts').implement({
  description: 'How many closed threads and files a retention run removes (or, for a dry run, would remove).',
  fields: (t) => ({ threads: t.exposeInt('threads'), files: t.exposeInt('files') }),
});

const DataProtectionRef = builder.objectRef<Organization>('DataProtectionSettings').implement({
  description: "How the organization keeps and erases its visitors' data. Admins only.",
  fields: (t) => ({
    erasureKeepsCounts: t.exposeBoolean('erasureKeepsCounts', {
      description: 'Erasing a contact keeps their threads as "Deleted visitor", message text removed, so report counts stay.',
    }),
    retentionThreadDays: t.exposeInt('retentionThreadDays', { nullable: true, description: 'Closed threads with no activity for this many days are deleted nightly; null keeps them.' }),
    retentionFileDays: t.exposeInt('retentionFileDays', { nullable: true, description: 'Files older than this many days are deleted nightly; null keeps them.' }),
    retentionLastRunAt: t.expose('retentionLastRunAt', { type: 'DateTime', nullable: true }),
    retentionLastRun: t.field({
      type: RetentionCountsRef,
      nullable: true,
      description: 'What the last retention run removed; null before the first run.',
      resolve: (organization) => (organization.retentionLastRunAt ? { threads: organization.retentionLastThreads, files: organization.retentionLastFiles } : null),
    }),
    retentionDryRun: t.field({
      type: RetentionCountsRef,
      description: 'What a run would remove now, with these periods (the saved ones when left out). Changes nothing.',
      args: { threadDays: t.arg.int(), fileDays: t.arg.int() },
      resolve: (organization, args, context) =>
        previewRetention(
          context.services,
          organization.id,
          {
            threadDays: args.threadDays === undefined ? organization.retentionThreadDays : args.threadDays,
            fileDays: args.fileDays === undefined ? organization.retentionFileDays : args.fileDays,
          },
          context.services.now(),
        ),
    }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  deletionScheduledAt: t.expose('deletionScheduledAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When the organization and everything in it will be deleted; owners can cancel until then. Null when not scheduled.',
  }),
  dataProtection: t.field({ type: DataProtectionRef, authScopes: (organization) => ({ admin: organization.id }), resolve: (organization) => organization }),
}));

/** Admins of the contact's organization (API keys with the ADMIN scope); a contact that does not exist answers like a refusal. */
async function contactAdmins(context: Context, contactId: string) {
  const contact = await context.prisma.contact.findUnique({ where: { id: contactId }, select: { organizationId: true } });
  return contact ? { admin: contact.organizationId } : false;
}

builder.relayMutationField(
  'exportContact',
  { inputFields: (t) => ({ contactId: t.globalID({ required: true, for: ContactRef }) }) },
  {
    errors: {},
    description: 'Everything held about one contact, as one JSON document, for a data-subject request. Recorded in the audit log.',
    authScopes: (_root, { input }, context) => contactAdmins(context, input.contactId.id),
    resolve: async (_root, { input }, context) => {
      const now = context.services.now();
      const contact = await context.prisma.contact.findUniqueOrThrow({ where: { id: input.contactId.id }, select: { organizationId: true, number: true } });
      const document = await buildContactExport(context.prisma, context.services.config, input.contactId.id, now);
      await recordAudit(context.prisma, actorOf(context), {
        organizationId: contact.organizationId,
        action: 'contact.exported',
        target: { type: 'Contact', id: input.contactId.id, label: `Visitor #${contact.number}` },
      });
      return { document, fileName: contactExportFileName(document.contact, now) };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ document: Record<string, unknown>; fileName: string }>) => ({
      fileName: t.exposeString('fileName', { description: 'A name to save the document under.' }),
      document: t.field({ type: 'JSONObject', resolve: (payload) => payload.document }),
    }),
  },
);

/** What the person erasing must type: the contact's name, email or "Visitor #n", as the sidebar shows it. */
function confirms(contact: { name: string | null; email: string | null; number: number }, typed: string): boolean {
  const answer = typed.trim().toLowerCase();
  return answer !== '' && [contactDisplayName(contact), contact.email].some((expected) => expected?.trim().toLowerCase() === answer);
}

builder.relayMutationField(
  'eraseContact',
  {
    inputFields: (t) => ({
      contactId: t.globalID({ required: true, for: ContactRef }),
      confirmation: t.string({ required: true, description: "The contact's name or email (\"Visitor #n\" for an anonymous one), typed to confirm." }),
    }),
  },
  {
    errors: {},
    description:
      "Erases a contact for good: threads, messages, files, metadata and sessions, or (when the organization keeps counts) everything but their threads' existence. Irreversible; announced as `contact.deleted`.",
    authScopes: (_root, { input }, context) => contactAdmins(context, input.contactId.id),
    resolve: async (_root, { input }, context) => {
      const contact = await context.prisma.contact.findUniqueOrThrow({ where: { id: input.contactId.id } });
      if (contact.erasedAt) throw ValidationError.forField('contactId', 'This contact has already been erased.');
      if (!confirms(contact, input.confirmation)) {
        throw ValidationError.forField('confirmation', `Type “${contact.email ?? contactDisplayName(contact)}” exactly to confirm.`);
      }
      const outcome = await eraseContact(context.services, contact.id, actorOf(context));
      return { ...outcome, contactId: contact.id };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ contactId: string; threads: number; messages: number; files: number; keptForCounts: boolean }>) => ({
      erasedContactId: t.globalID({ resolve: (payload) => ({ type: 'Contact', id: payload.contactId }) }),
      threadsDeleted: t.exposeInt('threads'),
      messagesDeleted: t.exposeInt('messages'),
      filesDeleted: t.exposeInt('files'),
      keptForCounts: t.exposeBoolean('keptForCounts', { description: 'The threads stayed, anonymized, for report counts.' }),
    }),
  },
);

const retentionDays = z.number().int('Enter a whole number of days.').min(1, 'Enter at least 1 day.').max(3650, 'Enter at most 3650 days (10 years).').nullish();
const auditedDataProtectionFields = ['erasureKeepsCounts', 'retentionThreadDays', 'retentionFileDays'] as const;

const organizationPayload = {
  outputFields: (t: PayloadFieldBuilder<{ organization: Organization }>) => ({
    organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }),
  }),
};

builder.relayMutationField(
  'updateDataProtection',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      erasureKeepsCounts: t.boolean({ required: true }),
      retentionThreadDays: t.int({ required: false, description: 'Null turns thread retention off.' }),
      retentionFileDays: t.int({ required: false, description: 'Null turns file retention off.' }),
    }),
    validate: z.looseObject({ retentionThreadDays: retentionDays, retentionFileDays: retentionDays }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const data = {
        erasureKeepsCounts: input.erasureKeepsCounts,
        retentionThreadDays: input.retentionThreadDays ?? null,
        retentionFileDays: input.retentionFileDays ?? null,
      };
      const organization = await context.prisma.$transaction(async (tx) => {
        const before = await tx.organization.findUniqueOrThrow({ where: { id: input.organizationId.id } });
        const after = await tx.organization.update({ where: { id: before.id }, data });
        const changes = changedFields(before, data, auditedDataProtectionFields);
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, actorOf(context), { organizationId: before.id, action: 'retention.updated', target: { type: 'Organization', id: before.id, label: before.name }, changes });
        }
        return after;
      });
      publishOrganizationUpdated(context, organization.id);
      return { organization };
    },
  },
  organizationPayload,
);

builder.relayMutationField(
  'runRetentionNow',
  { inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }) }) },
  {
    errors: {},
    description: 'Applies the saved retention periods now instead of waiting for the nightly run.',
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.organization.findUniqueOrThrow({ where: { id: input.organizationId.id } });
      if (existing.retentionThreadDays === null && existing.retentionFileDays === null) {
        throw ValidationError.forField('organizationId', 'Turn on thread or file retention first.');
      }
      const removed = await applyRetention(context.services, existing.id, actorOf(context));
      const organization = await context.prisma.organization.findUniqueOrThrow({ where: { id: existing.id } });
      return { organization, removed };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ organization: Organization; removed: { threads: number; files: number } }>) => ({
      ...organizationPayload.outputFields(t),
      removed: t.field({ type: RetentionCountsRef, resolve: (payload) => payload.removed }),
    }),
  },
);

builder.relayMutationField(
  'cancelOrganizationDeletion',
  { inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }) }) },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ owner: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const existing = await context.prisma.organization.findUniqueOrThrow({ where: { id: input.organizationId.id } });
      if (!existing.deletionScheduledAt) throw ValidationError.forField('organizationId', 'This organization is not scheduled for deletion.');
      await cancelOrganizationDeletion(context.services, existing.id, actorOf(context));
      publishOrganizationUpdated(context, existing.id);
      return { organization: await context.prisma.organization.findUniqueOrThrow({ where: { id: existing.id } }) };
    },
  },
  organizationPayload,
);
