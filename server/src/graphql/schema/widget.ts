import { actorOf, changedFields, recordAudit } from '../../audit/record-audit';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { isTeamAvailable } from '../../conversations/presence';
import { publishWidgetUpdated } from '../../conversations/publish';
import { assertEditable } from '../../billing/allowance-reads';
import { withinPlan } from '../../billing/plan-limits';
import { ValidationError } from '../../errors';
import type { Prisma, Widget } from '../../generated/prisma/client';
import { revokeLiveAccess } from '../../realtime/revocations';
import { avatarPath } from '../../avatars/store-avatar';
import { appLink } from '../../services';
import { localeInput, nameInput } from '../../validation';
import { newIdentitySecret } from '../../widgets/identity-secret';
import {
  allowedOriginsInput,
  avatarUrlInput,
  colorInput,
  greetingInput,
  launcherTextInput,
  preChatFieldsInput,
  storedPreChatFields,
  type PreChatField,
} from '../../widgets/widget-settings';
import { translationList, translationsInput, unknownPreChatKey, type WidgetTranslation, type WidgetTranslations } from '../../widgets/widget-translations';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { AvailabilityRef, availabilityShape } from './availability';
import { OrganizationRef } from './organization';
import { TeamRef } from './team';
import { readOnlyReason, readOnlyReasonDescription } from './read-only-reason';

export function installSnippet(publicUrl: string, clientId: string): string {
  return `<script src="${publicUrl}/widget.js" data-client-id="${clientId}" async></script>`;
}

const WidgetPositionEnum = builder.enumType('WidgetPosition', {
  values: {
    BOTTOM_RIGHT: { description: 'The launcher sits in the bottom right corner of the page.' },
    BOTTOM_LEFT: { description: 'The launcher sits in the bottom left corner of the page.' },
  } as const,
});

const AskForEmailEnum = builder.enumType('AskForEmail', {
  values: {
    NEVER: { description: 'Visitors chat without leaving an email.' },
    WHEN_AWAY: { description: 'Visitors are asked for an email when nobody is available to answer.' },
    ALWAYS: { description: 'Visitors leave an email before their first message.' },
  } as const,
});

const PreChatFieldRef = builder.objectRef<PreChatField>('PreChatField').implement({
  description: 'An extra question of the pre-chat form.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Where the answer is kept on the visitor, e.g. order_number.' }),
    label: t.exposeString('label'),
    required: t.exposeBoolean('required'),
  }),
});

const PreChatFieldInput = builder.inputType('PreChatFieldInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    label: t.string({ required: true }),
    required: t.boolean({ required: true }),
  }),
});

const PreChatLabelRef = builder.objectRef<{ key: string; label: string }>('PreChatLabel').implement({
  description: "A pre-chat field's label in one language.",
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label') }),
});

const WidgetTranslationRef = builder.objectRef<WidgetTranslation>('WidgetTranslation').implement({
  description: "The widget's texts in one visitor language; an empty text falls back to the English default.",
  fields: (t) => ({
    locale: t.exposeString('locale', { description: 'es, fr, de or pt.' }),
    greeting: t.string({ resolve: (texts) => texts.greeting ?? '' }),
    awayMessage: t.string({ resolve: (texts) => texts.awayMessage ?? '' }),
    autoReply: t.string({ resolve: (texts) => texts.autoReply ?? '' }),
    emailSubject: t.string({ description: 'The subject of the email with replies the visitor missed.', resolve: (texts) => texts.emailSubject ?? '' }),
    emailIntro: t.string({ description: 'The first line of that email, before the replies.', resolve: (texts) => texts.emailIntro ?? '' }),
    preChatLabels: t.field({
      type: [PreChatLabelRef],
      resolve: (texts) => Object.entries(texts.preChatLabels ?? {}).map(([key, label]) => ({ key, label })),
    }),
  }),
});

const PreChatLabelInput = builder.inputType('PreChatLabelInput', {
  fields: (t) => ({ key: t.string({ required: true }), label: t.string({ required: true }) }),
});

const WidgetTranslationInput = builder.inputType('WidgetTranslationInput', {
  fields: (t) => ({
    locale: t.string({ required: true, description: 'es, fr, de or pt.' }),
    greeting: t.string({ required: false }),
    awayMessage: t.string({ required: false }),
    autoReply: t.string({ required: false }),
    emailSubject: t.string({ required: false }),
    emailIntro: t.string({ required: false }),
    preChatLabels: t.field({ type: [PreChatLabelInput], required: false }),
  }),
});

export const WidgetRef = builder.prismaNode('Widget', {
  id: { field: 'id' },
  authScopes: (widget) => ({ member: widget.organizationId }),
  fields: (t) => ({
    name: t.exposeString('name'),
    readOnlyReason: t.string({
      nullable: true,
      description: readOnlyReasonDescription,
      resolve: (widget, _args, context) => readOnlyReason(context, widget.organizationId, 'WIDGETS', widget.id),
    }),
    clientId: t.exposeString('clientId'),
    enabled: t.exposeBoolean('enabled'),
    color: t.exposeString('color'),
    position: t.expose('position', { type: WidgetPositionEnum }),
    launcherText: t.exposeString('launcherText', { description: 'Shown beside the launcher icon; empty for an icon only.' }),
    greeting: t.exposeString('greeting'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: "The team's picture in the chat header." }),
    askForEmail: t.expose('askForEmail', { type: AskForEmailEnum }),
    preChatFields: t.field({ type: [PreChatFieldRef], resolve: (widget) => storedPreChatFields(widget.preChatFields) }),
    translations: t.field({ type: [WidgetTranslationRef], description: 'The texts in other languages, for the languages that have any.', resolve: (widget) => translationList(widget.translations) }),
    allowedOrigins: t.exposeStringList('allowedOrigins', { description: 'The websites the widget may run on; empty for any.' }),
    identityVerification: t.exposeBoolean('identityVerification', { description: 'Whether identifying a visitor requires the HMAC of their user id.' }),
    identitySecret: t.exposeString('identitySecret', {
      description: "The key for identity verification's HMAC: for the site's backend only, never for its pages.",
      authScopes: (widget) => ({ admin: widget.organizationId }),
    }),
    defaultTeam: t.relation('defaultTeam', { nullable: true, description: 'The team new conversations from this widget go to.' }),
    locale: t.exposeString('locale', { nullable: true, description: "The widget's language; null follows each visitor's browser." }),
    lastSeenOrigin: t.exposeString('lastSeenOrigin', { nullable: true, description: 'The website where the widget last started a chat session.' }),
    lastSeenUrl: t.exposeString('lastSeenUrl', { nullable: true }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    installSnippet: t.string({
      description: 'The script tag to paste before </body> on the site.',
      resolve: (widget, _args, context) => installSnippet(context.services.config.publicUrl, widget.clientId),
    }),
    chatLink: t.string({
      description: 'A full-page chat for this widget, for links in emails or social profiles.',
      resolve: (widget, _args, context) => appLink(context.services.config, `/widgets/${widget.clientId}`),
    }),
  }),
});

const widgetPayload = {
  outputFields: (t: PayloadFieldBuilder<{ widget: Widget }>) => ({ widget: t.field({ type: WidgetRef, resolve: (payload) => payload.widget }) }),
};

const widgetTarget = (widget: Widget) => ({ type: 'Widget', id: widget.id, label: widget.name });

/** The settings whose changes the audit log shows (the identity secret is logged only as rotated, never its value). */
const auditedWidgetFields = [
  'name',
  'enabled',
  'color',
  'position',
  'launcherText',
  'greeting',
  'avatarUrl',
  'askForEmail',
  'preChatFields',
  'translations',
  'allowedOrigins',
  'identityVerification',
  'defaultTeamId',
  'locale',
] as const;

async function widgetAdminScopes(context: Context, widgetId: string) {
  const widget = await context.prisma.widget.findUnique({ where: { id: widgetId } });
  return widget ? { admin: widget.organizationId } : false;
}

builder.relayMutationField(
  'createWidget',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      name: t.string({ required: true }),
    }),
    validate: z.looseObject({ name: nameInput }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const widget = await withinPlan(context.services, input.organizationId.id, 'WIDGETS', async (tx) => {
        const created = await tx.widget.create({
          data: {
            organizationId: input.organizationId.id,
            name: input.name,
            clientId: randomBytes(12).toString('base64url'),
            identitySecret: newIdentitySecret(),
          },
        });
        await recordAudit(tx, actorOf(context), { organizationId: created.organizationId, action: 'widget.created', target: widgetTarget(created) });
        return created;
      });
      return { widget };
    },
  },
  widgetPayload,
);

/** Leaves a setting unchanged when the input leaves it out (or, for one that must have a value, sets it to null). */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

builder.relayMutationField(
  'updateWidget',
  {
    inputFields: (t) => ({
      widgetId: t.globalID({ required: true, for: WidgetRef }),
      name: t.string({ required: false }),
      enabled: t.boolean({ required: false, description: 'A disabled widget shows no launcher and starts no chats.' }),
      color: t.string({ required: false, description: 'A hex colour like #4f46e5.' }),
      position: t.field({ type: WidgetPositionEnum, required: false }),
      launcherText: t.string({ required: false }),
      greeting: t.string({ required: false }),
      avatarUrl: t.string({ required: false, description: 'An https image address; empty or null removes the picture.' }),
      askForEmail: t.field({ type: AskForEmailEnum, required: false }),
      preChatFields: t.field({ type: [PreChatFieldInput], required: false, description: 'The complete new list of extra questions.' }),
      allowedOrigins: t.stringList({ required: false, description: 'The complete new list, as origins like https://example.com; empty allows any site.' }),
      identityVerification: t.boolean({ required: false }),
      defaultTeamId: t.globalID({ required: false, for: TeamRef, description: 'Null sends new conversations to no team.' }),
      locale: t.string({ required: false, description: 'en, es, fr, de or pt; null follows the browser.' }),
      translations: t.field({ type: [WidgetTranslationInput], required: false, description: 'The complete new list of texts in other languages.' }),
    }),
    validate: z.looseObject({
      name: nameInput.nullish(),
      color: colorInput.nullish(),
      launcherText: launcherTextInput.nullish(),
      greeting: greetingInput.nullish(),
      avatarUrl: avatarUrlInput.nullish(),
      preChatFields: preChatFieldsInput.nullish(),
      allowedOrigins: allowedOriginsInput.nullish(),
      locale: localeInput.nullish(),
      translations: translationsInput.nullish(),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }, context) => widgetAdminScopes(context, input.widgetId.id),
    resolve: async (_root, { input }, context) => {
      const { prisma } = context;
      const existing = await prisma.widget.findUniqueOrThrow({ where: { id: input.widgetId.id } });
      await assertEditable(context, existing.organizationId, 'WIDGETS', existing.id);
      const enablesIdentityVerification = input.identityVerification === true && !existing.identityVerification;
      if (input.defaultTeamId) {
        const team = await prisma.team.findUnique({ where: { id: input.defaultTeamId.id } });
        if (team?.organizationId !== existing.organizationId) throw ValidationError.forField('defaultTeamId', 'Choose one of your teams.');
      }
      // `validate` has already turned the list into the stored shape (translationsInput); the input's type doesn't say so.
      const translations = (input.translations ?? undefined) as WidgetTranslations | undefined;
      const preChatKeys = (input.preChatFields ?? storedPreChatFields(existing.preChatFields)).map((field) => field.key);
      const strayKey = translations && unknownPreChatKey(translations, preChatKeys);
      if (strayKey) throw ValidationError.forField('translations', `“${strayKey}” is not one of this widget's pre-chat fields.`);
      const update = async (tx: Prisma.TransactionClient) => {
        const updated = await tx.widget.update({
          where: { id: existing.id },
          data: {
            name: given(input.name),
            enabled: given(input.enabled),
            color: given(input.color),
            position: given(input.position),
            launcherText: given(input.launcherText),
            greeting: given(input.greeting),
            askForEmail: given(input.askForEmail),
            preChatFields: given(input.preChatFields),
            translations,
            allowedOrigins: given(input.allowedOrigins),
            identityVerification: given(input.identityVerification),
            // These three may be cleared: null removes the picture, follows the browser, routes to no team.
            avatarUrl: input.avatarUrl,
            locale: input.locale,
            defaultTeamId: input.defaultTeamId === undefined ? undefined : (input.defaultTeamId?.id ?? null),
          },
        });
        await recordAudit(tx, actorOf(context), {
          organizationId: updated.organizationId,
          action: 'widget.updated',
          target: widgetTarget(updated),
          changes: changedFields(existing, updated, auditedWidgetFields),
        });
        return updated;
      };
      const widget = enablesIdentityVerification ? await withinPlan(context.services, existing.organizationId, 'IDENTITY_VERIFICATION', update) : await prisma.$transaction(update);
      // A disabled widget starts no chats and keeps none going: its visitors' sessions end with their sockets.
      if (existing.enabled && !widget.enabled) await revokeLiveAccess(context.services, { kind: 'VISITORS_ENDED', widgetIds: [widget.id] });
      else publishWidgetUpdated(context.services, widget.id);
      return { widget };
    },
  },
  widgetPayload,
);

builder.relayMutationField(
  'rotateWidgetIdentitySecret',
  { inputFields: (t) => ({ widgetId: t.globalID({ required: true, for: WidgetRef }) }) },
  {
    errors: {},
    description: "Replaces the identity secret: hashes made with the old one stop working at once.",
    authScopes: (_root, { input }, context) => widgetAdminScopes(context, input.widgetId.id),
    resolve: async (_root, { input }, context) => ({
      widget: await context.prisma.$transaction(async (tx) => {
        const widget = await tx.widget.update({ where: { id: input.widgetId.id }, data: { identitySecret: newIdentitySecret() } });
        // The secret itself never enters the log.
        await recordAudit(tx, actorOf(context), { organizationId: widget.organizationId, action: 'widget.identity_secret_rotated', target: widgetTarget(widget) });
        return widget;
      }),
    }),
  },
  widgetPayload,
);

type PublicWidgetShape = Widget & { organization: { name: string; answerBotName: string | null } };

type TeamFace = { name: string; avatarKey: string | null };

const TeamFaceRef = builder.objectRef<TeamFace>('WidgetTeamMember').implement({
  description: 'A member of the team as visitors see them: a name and, when they uploaded one, a picture.',
  fields: (t) => ({
    name: t.exposeString('name'),
    avatarUrl: t.string({ nullable: true, description: 'Their picture (64 px); null shows their initials.', resolve: (member) => member.avatarKey && avatarPath(member.avatarKey) }),
  }),
});

/** The header's faces: the team members who were in the dashboard most recently, so the ones likely to answer. */
async function teamFaces(prisma: Context['prisma'], organizationId: string): Promise<TeamFace[]> {
  const memberships = await prisma.membership.findMany({
    where: { organizationId },
    orderBy: [{ lastHeartbeatAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'asc' }],
    take: 3,
    select: { user: { select: { name: true, avatarSmallKey: true } } },
  });
  return memberships.map(({ user }) => ({ name: user.name, avatarKey: user.avatarSmallKey }));
}

export const PublicWidget = builder.objectRef<PublicWidgetShape>('PublicWidget').implement({
  description: 'What a visitor may know about a widget: its look and texts, nothing else.',
  fields: (t) => ({
    clientId: t.exposeString('clientId'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
    position: t.expose('position', { type: WidgetPositionEnum }),
    launcherText: t.exposeString('launcherText'),
    greeting: t.exposeString('greeting'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    locale: t.exposeString('locale', { nullable: true, description: "The widget's language; null follows the visitor's browser." }),
    askForEmail: t.expose('askForEmail', { type: AskForEmailEnum }),
    preChatFields: t.field({ type: [PreChatFieldRef], resolve: (widget) => storedPreChatFields(widget.preChatFields) }),
    translations: t.field({
      type: [WidgetTranslationRef],
      description: 'The texts in other languages: the chat shows those of its language, English where one is empty.',
      resolve: (widget) => translationList(widget.translations),
    }),
    organizationName: t.string({ resolve: (widget) => widget.organization.name }),
    team: t.field({ type: [TeamFaceRef], description: 'Up to three team members, shown in the header when the widget has no picture of its own.', resolve: (widget, _args, context) => teamFaces(context.prisma, widget.organizationId) }),
    answerBotName: t.string({
      nullable: true,
      description: "The name the organization gave its answer bot; null for the default, which the widget shows in the visitor's language.",
      resolve: (widget) => widget.organization.answerBotName,
    }),
    availability: t.field({ type: AvailabilityRef, resolve: (widget, _args, context) => availabilityShape(context.prisma, widget.organizationId) }),
    teamAvailable: t.boolean({
      description: 'Whether someone on the team is online to answer now; `availability` also weighs office hours.',
      resolve: (widget, _args, context) => isTeamAvailable(context.prisma, widget.organizationId),
    }),
  }),
});

builder.queryField('publicWidget', (t) =>
  t.field({
    type: PublicWidget,
    nullable: true,
    description: 'The widget behind a client id, for the chat window; null when unknown or disabled.',
    args: { clientId: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.prisma.widget.findFirst({ where: { clientId: args.clientId, enabled: true }, include: { organization: true } }),
  }),
);
