import { z } from 'zod';
import { advanceReadState } from '../../conversations/append-message';
import { mergeContactMetadata, type MetadataChanges } from '../../conversations/contact-metadata';
import { contactDisplayName } from '../../conversations/contacts';
import { identifyContact } from '../../conversations/identify';
import { identityFields } from '../../conversations/identity';
import { verifiedIdentity } from '../../conversations/identity-proof';
import { publishRead, publishTyping } from '../../conversations/publish';
import { revokeLiveAccess } from '../../realtime/revocations';
import { sendVisitorMessage } from '../../conversations/send-visitor-message';
import { startVisitorContact, type PageDetails } from '../../conversations/visitor-sessions';
import { InvalidIdentityTokenError, NotAuthorizedError, NotFoundError, OriginNotAllowedError, RateLimitedError } from '../../errors';
import type { Contact, Message, Thread } from '../../generated/prisma/client';
import { recordWidgetInstalled } from '../../telemetry/business-events';
import { clientIdInput, messageWithAttachmentsInput, webAddressInput } from '../../validation';
import { isOriginAllowed, originOfUrl } from '../../widgets/allowed-origins';
import { recordWidgetSeen } from '../../widgets/install-check';
import { builder, type PayloadFieldBuilder } from '../builder';
import { threadAsPlanned } from '../row-as-planned';
import type { Context } from '../context';
import { VisitorAttachmentRef } from './attachment';
import { rememberVisitorOwnsThread, VisitorMessageEdgeRef, VisitorRef, VisitorThreadRef } from './visitor';
import { answerAsDeliveryOf } from '../../realtime/deliveries';

const pageInput = {
  url: webAddressInput.optional().nullable(),
  referrer: webAddressInput.optional().nullable(),
  language: z.string().trim().max(35).optional().nullable(),
};

const metadataInput = z
  .record(
    z.string().min(1).max(64, 'Metadata keys are at most 64 characters.'),
    z.union([z.string().max(1000, 'Metadata values are at most 1,000 characters.'), z.number(), z.boolean(), z.null()]),
  )
  .refine((metadata) => Object.keys(metadata).length <= 50, 'Attach at most 50 metadata keys.');

const visitorPayload = {
  outputFields: (t: PayloadFieldBuilder<{ visitor: Contact }>) => ({
    visitor: t.field({ type: VisitorRef, resolve: (payload) => payload.visitor }),
  }),
};

/**
 * The origin of the page the widget runs on: the one the browser reported to the widget with the loader's hello when
 * given, else the page address's. Both come from the visitor's browser, so allowed origins keep the widget off other
 * sites; they are no defence against someone calling the API by hand.
 */
function pageOriginOf(input: { origin?: string | null; url?: string | null }): string | null {
  return originOfUrl(input.origin) ?? originOfUrl(input.url);
}

/** Where the visitor is now: the page's URL and referrer, their browser and language. */
function pageDetails(input: { url?: string | null; referrer?: string | null; language?: string | null }, context: Context): PageDetails {
  return {
    ...(input.url ? { currentUrl: input.url } : {}),
    ...(input.referrer ? { referrer: input.referrer } : {}),
    ...(input.language ? { language: input.language } : {}),
    userAgent: context.userAgent || null,
    lastSeenAt: new Date(),
  };
}

builder.relayMutationField(
  'startVisitorSession',
  {
    inputFields: (t) => ({
      clientId: t.string({ required: true, description: "The widget's public client id." }),
      url: t.string({ required: false, description: 'The page the visitor is on.' }),
      origin: t.string({ required: false, description: "The origin of the page embedding the widget, as the browser reported it; defaults to the url's." }),
      referrer: t.string({ required: false }),
      language: t.string({ required: false, description: "The browser's language, e.g. fr-CA." }),
    }),
    // The origin only decides where the widget may run (originOfUrl reads it), and is never stored as given.
    validate: z.looseObject({ ...pageInput, origin: z.string().trim().max(2000, 'Origins are at most 2,000 characters.').optional().nullable() }),
  },
  {
    errors: { types: [NotFoundError, OriginNotAllowedError, RateLimitedError] },
    description: 'Starts a visitor session, or resumes the one whose token the request carries. Keep the token: it is shown once.',
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const widget = await prisma.widget.findFirst({ where: { clientId: input.clientId, enabled: true } });
      if (!widget) throw new NotFoundError('This chat is not available.');
      const { publicUrl } = context.services.config;
      const pageOrigin = pageOriginOf(input);
      if (!isOriginAllowed(widget.allowedOrigins, pageOrigin, publicUrl)) throw new OriginNotAllowedError();
      if (pageOrigin && pageOrigin !== new URL(publicUrl).origin) {
        recordWidgetInstalled(context.services, widget);
        await recordWidgetSeen(prisma, widget.id, { origin: pageOrigin, url: input.url ?? pageOrigin });
      }
      if (context.visitor?.widgetId === widget.id) {
        const visitor = await prisma.contact.update({ where: { id: context.visitor.contactId }, data: pageDetails(input, context) });
        return { visitor, visitorToken: null };
      }
      await context.services.rateLimits.consume('visitorSession', `ip:${context.clientIp}`);
      const { contact, token, principal } = await startVisitorContact(prisma, widget, pageDetails(input, context));
      context.visitor = principal;
      return { visitor: contact, visitorToken: token };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ visitor: Contact; visitorToken: string | null }>) => ({
      visitor: t.field({ type: VisitorRef, resolve: (payload) => payload.visitor }),
      visitorToken: t.string({
        nullable: true,
        description: 'A new session\'s token, for the `Authorization: Bearer` header and the socket\'s `visitorToken`; null when resumed.',
        resolve: (payload) => payload.visitorToken,
      }),
    }),
  },
);

builder.relayMutationField(
  'updateVisitorPage',
  {
    inputFields: (t) => ({ url: t.string({ required: true }), referrer: t.string({ required: false }), language: t.string({ required: false }) }),
    validate: z.looseObject(pageInput),
  },
  {
    errors: { types: [OriginNotAllowedError] },
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const { allowedOrigins } = await prisma.widget.findUniqueOrThrow({ where: { id: context.visitor!.widgetId }, select: { allowedOrigins: true } });
      if (!isOriginAllowed(allowedOrigins, originOfUrl(input.url), context.services.config.publicUrl)) throw new OriginNotAllowedError();
      return { visitor: await prisma.contact.update({ where: { id: context.visitor!.contactId }, data: pageDetails(input, context) }) };
    },
  },
  visitorPayload,
);

builder.relayMutationField(
  'identifyVisitor',
  {
    inputFields: (t) => ({
      userId: t.string({ required: false, description: "The person's id in the site's own accounts." }),
      email: t.string({ required: false }),
      name: t.string({ required: false }),
      userHash: t.string({ required: false, description: "Hex HMAC-SHA256 of userId with the widget's identity secret; required (or a token) when the widget enforces identity verification." }),
      token: t.string({
        required: false,
        description: "Instead of the other fields: a JWT the site's server signed with HS256 and the widget's identity secret, with the user id in `sub`, optional `email` and `name`, and `exp` at most 24 hours ahead.",
      }),
    }),
    validate: z.looseObject({
      userId: identityFields.userId.optional().nullable(),
      email: identityFields.email.optional().nullable(),
      name: identityFields.name.optional().nullable(),
      token: z.string().trim().max(4096, 'Identity tokens are at most 4,096 characters.').optional().nullable(),
    }),
  },
  {
    errors: { types: [InvalidIdentityTokenError] },
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const contact = await prisma.contact.findUniqueOrThrow({ where: { id: context.visitor!.contactId }, include: { widget: true } });
      const { identity, verifiedBy } = await verifiedIdentity(contact.widget.identitySecret, input);
      if (contact.widget.identityVerification && !verifiedBy) throw new NotAuthorizedError('Identity verification failed: send a user hash that matches the user id, or a signed token.');
      const visitor = await identifyContact(prisma, contact, identity, verifiedBy);
      // The contact joined another: sessions that named it, on every instance, are read again (and live sockets
      // reconnect to follow the contact they belong to now).
      if (visitor.id !== contact.id) await revokeLiveAccess(context.services, { kind: 'VISITORS_ENDED', contactIds: [contact.id] });
      context.visitor = { ...context.visitor!, contactId: visitor.id };
      return { visitor };
    },
  },
  visitorPayload,
);

builder.relayMutationField(
  'setVisitorMetadata',
  {
    inputFields: (t) => ({
      metadata: t.field({
        type: 'JSONObject',
        required: true,
        description: 'Attributes to set, merged with the ones already there (pre-chat answers included); values are strings, numbers or booleans, and null removes a key.',
      }),
    }),
    validate: z.looseObject({ metadata: metadataInput }),
  },
  {
    errors: {},
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => ({
      visitor: await mergeContactMetadata(context.prisma, context.visitor!.contactId, input.metadata as MetadataChanges),
    }),
  },
  visitorPayload,
);

builder.relayMutationField(
  'sendVisitorMessage',
  {
    inputFields: (t) => ({
      clientThreadId: t.string({ required: true, description: 'Names the thread; a new id opens a new thread.' }),
      clientMessageId: t.string({ required: true, description: 'Sending twice with the same id stores one message; both calls get it.' }),
      body: t.string({ required: true }),
      attachmentIds: t.globalIDList({
        required: false,
        for: VisitorAttachmentRef,
        description: 'Files this visitor uploaded (POST /uploads with the bearer token) and has not sent yet; at most 10. The body may be empty when there are files.',
      }),
    }),
    validate: messageWithAttachmentsInput({ clientThreadId: clientIdInput, clientMessageId: clientIdInput }),
  },
  {
    errors: { types: [RateLimitedError] },
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const sent = await sendVisitorMessage(
        context.services,
        { contactId: context.visitor!.contactId, clientIp: context.clientIp },
        { ...input, attachmentIds: input.attachmentIds?.map((attachmentId) => attachmentId.id) },
      );
      // The thread was found or opened by the visitor's own contact id.
      rememberVisitorOwnsThread(context, sent.thread.id);
      if (sent.publication) answerAsDeliveryOf(sent.publication);
      return sent;
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ message: Message; thread: Thread }>) => ({
      messageEdge: t.field({ type: VisitorMessageEdgeRef, resolve: (payload) => payload.message }),
      thread: t.prismaField({ type: VisitorThreadRef, resolve: (query, payload, _args, context) => threadAsPlanned(context.prisma, payload.thread, query) }),
    }),
  },
);

const visitorThreadPayload = {
  outputFields: (t: PayloadFieldBuilder<{ thread: Thread }>) => ({
    thread: t.prismaField({ type: VisitorThreadRef, resolve: (query, payload, _args, context) => threadAsPlanned(context.prisma, payload.thread, query) }),
  }),
};

/** The visitor's own thread, or NotAuthorizedError for anyone else's. */
export async function ownThread(context: Context, threadId: string): Promise<Thread> {
  const thread = await context.prisma.thread.findUnique({ where: { id: threadId } });
  if (!thread || thread.contactId !== context.visitor!.contactId) throw new NotAuthorizedError();
  return thread;
}

builder.relayMutationField(
  'markVisitorThreadRead',
  {
    inputFields: (t) => ({
      threadId: t.globalID({ required: true, for: VisitorThreadRef }),
      seq: t.int({ required: true, description: 'The newest message seen; read positions only move forward.' }),
    }),
  },
  {
    errors: {},
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const thread = await ownThread(context, input.threadId.id);
      const seq = Math.min(Math.max(0, input.seq), thread.lastSeq);
      const reader = { organizationId: thread.organizationId, threadId: thread.id, contactId: thread.contactId };
      if (await advanceReadState(context.prisma, reader, seq)) publishRead(context.services, thread);
      return { thread };
    },
  },
  visitorThreadPayload,
);

builder.relayMutationField(
  'setVisitorTyping',
  {
    inputFields: (t) => ({ threadId: t.globalID({ required: true, for: VisitorThreadRef }), isTyping: t.boolean({ required: true }) }),
  },
  {
    errors: {},
    authScopes: { visitor: true },
    resolve: async (_root, { input }, context) => {
      const thread = await ownThread(context, input.threadId.id);
      const contact = await context.prisma.contact.findUniqueOrThrow({ where: { id: thread.contactId } });
      publishTyping(context.services, thread, { isTyping: input.isTyping, fromVisitor: true, userId: null, name: contactDisplayName(contact) });
      return { thread };
    },
  },
  visitorThreadPayload,
);
