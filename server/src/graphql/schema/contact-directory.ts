import { z } from 'zod';
import type { Contact, ContactNote, Thread } from '../../generated/prisma/client';
import { mergeAttributeValues, type AttributeValue } from '../../contacts/attribute-values';
import { contactOrder, contactsWhere, type ContactFilters } from '../../contacts/contact-filters';
import { startContactConversation } from '../../contacts/start-conversation';
import { ValidationError } from '../../errors';
import { emailInput, messageBodyInput } from '../../validation';
import { builder, type PayloadFieldBuilder } from '../builder';
import { threadAsPlanned } from '../row-as-planned';
import type { Context } from '../context';
import { ContactRef } from './contact';
import { OrganizationRef } from './organization';
import { ThreadRef } from './thread';

/** The organization's contacts as the directory lists them, with the list's filters (see contacts/contact-filters). */
builder.prismaObjectField(OrganizationRef, 'contacts', (t) =>
  t.prismaConnection({
    type: 'Contact',
    cursor: 'id',
    description: 'Every contact of the organization, most recently seen first, narrowed by the filters.',
    authScopes: (organization) => ({ member: organization.id }),
    args: {
      search: t.arg.string({ description: 'Words of the name, email or company.' }),
      verified: t.arg.boolean({ description: 'Only contacts whose identity the site proved (true) or did not (false).' }),
      hasConversations: t.arg.boolean({ description: 'Only contacts with (true) or without (false) conversations.' }),
      seenWithinDays: t.arg.int({ description: 'Only contacts seen in this many past days.' }),
      attributeKey: t.arg.string({ description: 'With attributeValue: only contacts whose custom attribute has this value.' }),
      attributeValue: t.arg.string(),
    },
    resolve: async (query, organization, args: ContactFilters, context) =>
      context.prisma.contact.findMany({
        ...query,
        where: contactsWhere(organization.id, args, await attributeTypeOf(context, organization.id, args.attributeKey)),
        orderBy: contactOrder,
      }),
  }),
);

export async function attributeTypeOf(context: Pick<Context, 'prisma'>, organizationId: string, key: string | null | undefined) {
  if (!key) return null;
  const definition = await context.prisma.contactAttributeDefinition.findUnique({ where: { organizationId_key: { organizationId, key } }, select: { type: true } });
  return definition?.type ?? null;
}

const ContactNoteRef = builder.prismaNode('ContactNote', {
  id: { field: 'id' },
  description: 'A note operators keep about a contact; only the team sees it.',
  authScopes: (note) => ({ member: note.organizationId }),
  fields: (t) => ({
    body: t.exposeString('body'),
    author: t.relation('author', { nullable: true, description: 'Null when the author has since left.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    viewerCanDelete: t.boolean({ description: 'Whether the viewer wrote it (only its author deletes a note).', resolve: (note, _args, context) => note.authorId === context.session?.userId }),
  }),
});

builder.prismaObjectFields(ContactRef, (t) => ({
  phone: t.exposeString('phone', { nullable: true }),
  company: t.exposeString('company', { nullable: true }),
  attributes: t.field({ type: 'JSONObject', description: 'Custom attribute values by key, typed as their definitions.', resolve: (contact) => contact.attributes as Record<string, AttributeValue> }),
  verified: t.boolean({ description: 'Whether the site proved who this contact is.', resolve: (contact) => contact.identityVerifiedBy !== null }),
  conversationCount: t.relationCount('threads'),
  notes: t.relation('notes', { description: 'Newest first.', query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] } }),
}));

const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).nullish();

async function contactScopes(context: Context, contactId: string, scope: 'member' | 'operator') {
  const contact = await context.prisma.contact.findUnique({ where: { id: contactId }, select: { organizationId: true } });
  return contact ? { [scope]: contact.organizationId } : false;
}

const AttributeChangeInput = builder.inputType('ContactAttributeChange', {
  description: 'A value as typed: numbers as 42, dates as YYYY-MM-DD, booleans as true or false; an empty value clears it.',
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});

const contactPayload = {
  outputFields: (t: PayloadFieldBuilder<{ contact: Contact }>) => ({ contact: t.field({ type: ContactRef, resolve: (payload) => payload.contact }) }),
};

/** An empty field clears the value; a field left out keeps it. */
const cleared = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

builder.relayMutationField(
  'updateContact',
  {
    inputFields: (t) => ({
      contactId: t.globalID({ required: true, for: ContactRef }),
      name: t.string({ required: false }),
      email: t.string({ required: false }),
      phone: t.string({ required: false }),
      company: t.string({ required: false }),
      attributes: t.field({ type: [AttributeChangeInput], required: false }),
    }),
    validate: z.looseObject({
      name: optionalText(100),
      // Empty clears the address; anything else must be one.
      email: z
        .string()
        .trim()
        .toLowerCase()
        .refine((value) => value === '' || emailInput.safeParse(value).success, 'Enter a valid email address.')
        .nullish(),
      phone: z
        .string()
        .trim()
        .regex(/^$|^\+?[0-9 ().-]{4,30}$/, 'Enter a phone number such as +44 20 7946 0958.')
        .nullish(),
      company: optionalText(100),
    }),
  },
  {
    errors: {},
    description: "Edits a contact's name, email, phone, company and custom attributes; webhooks hear contact.updated.",
    authScopes: (_root, { input }, context) => contactScopes(context, input.contactId.id, 'member'),
    resolve: async (_root, { input }, context) => {
      const current = await context.prisma.contact.findUniqueOrThrow({ where: { id: input.contactId.id } });
      const attributes = input.attributes?.length
        ? mergeAttributeValues(
            await context.prisma.contactAttributeDefinition.findMany({ where: { organizationId: current.organizationId } }),
            current.attributes as Record<string, AttributeValue>,
            input.attributes,
          )
        : undefined;
      const contact = await context.prisma.contact.update({
        where: { id: current.id },
        data: { name: cleared(input.name), email: cleared(input.email), phone: cleared(input.phone), company: cleared(input.company), attributes },
      });
      return { contact };
    },
  },
  contactPayload,
);

const noteBodyInput = z.string().trim().min(1, 'Write the note first.').max(5_000, 'Notes are at most 5,000 characters.');

builder.relayMutationField(
  'addContactNote',
  {
    inputFields: (t) => ({ contactId: t.globalID({ required: true, for: ContactRef }), body: t.string({ required: true }) }),
    validate: z.looseObject({ body: noteBodyInput }),
  },
  {
    errors: {},
    description: 'Keeps a note about a contact, signed by the operator.',
    authScopes: (_root, { input }, context) => contactScopes(context, input.contactId.id, 'operator'),
    resolve: async (_root, { input }, context) => {
      const contact = await context.prisma.contact.findUniqueOrThrow({ where: { id: input.contactId.id }, select: { id: true, organizationId: true } });
      const note = await context.prisma.contactNote.create({
        data: { organizationId: contact.organizationId, contactId: contact.id, authorId: context.session!.userId, body: input.body },
      });
      return { note };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ note: ContactNote }>) => ({
      note: t.field({ type: ContactNoteRef, resolve: (payload) => payload.note }),
      contact: t.field({ type: ContactRef, resolve: (payload, _args, context) => context.prisma.contact.findUniqueOrThrow({ where: { id: payload.note.contactId } }) }),
    }),
  },
);

builder.relayMutationField(
  'deleteContactNote',
  { inputFields: (t) => ({ noteId: t.globalID({ required: true, for: ContactNoteRef }) }) },
  {
    errors: {},
    description: 'Deletes a note about a contact; only its author may.',
    authScopes: async (_root, { input }, context) => {
      const note = await context.prisma.contactNote.findUnique({ where: { id: input.noteId.id }, select: { organizationId: true } });
      return note ? { operator: note.organizationId } : false;
    },
    resolve: async (_root, { input }, context) => {
      const { count } = await context.prisma.contactNote.deleteMany({ where: { id: input.noteId.id, authorId: context.session!.userId } });
      if (count === 0) throw ValidationError.forField('noteId', 'Only the author of a note can delete it.');
      return { deletedNoteId: input.noteId.id };
    },
  },
  {
    outputFields: (t) => ({ deletedNoteId: t.globalID({ resolve: (payload) => ({ type: 'ContactNote', id: payload.deletedNoteId }) }) }),
  },
);

builder.relayMutationField(
  'startContactConversation',
  {
    inputFields: (t) => ({ contactId: t.globalID({ required: true, for: ContactRef }), body: t.string({ required: true }) }),
    validate: z.looseObject({ body: messageBodyInput }),
  },
  {
    errors: {},
    description: 'Writes first to a contact who has an email address: the message opens a conversation and is emailed to them; they answer by email or in the chat.',
    authScopes: (_root, { input }, context) => contactScopes(context, input.contactId.id, 'operator'),
    resolve: async (_root, { input }, context) => {
      const contact = await context.prisma.contact.findUniqueOrThrow({ where: { id: input.contactId.id }, select: { id: true, email: true } });
      const { thread, emailed } = await startContactConversation(context.services, { userId: context.session!.userId }, contact, input.body);
      return { thread, emailed };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ thread: Thread; emailed: boolean }>) => ({
      thread: t.prismaField({ type: ThreadRef, resolve: (query, payload, _args, context) => threadAsPlanned(context.prisma, payload.thread, query) }),
      emailed: t.boolean({ description: 'False when the email could not be sent (the message is in the conversation all the same).', resolve: (payload) => payload.emailed }),
    }),
  },
);
