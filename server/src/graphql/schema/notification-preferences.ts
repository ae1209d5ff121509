import type { Membership } from '../../generated/prisma/client';
import { notificationPreferencesInput, updateNotificationPreferences } from '../../notifications/preferences';
import { builder, type PayloadFieldBuilder } from '../builder';
import { MembershipRef } from './membership';
import { OrganizationRef } from './organization';

const NotificationPreferencesRef = builder.objectRef<Membership>('NotificationPreferences').implement({
  description: 'How one operator wants to hear about conversations in one organization.',
  fields: (t) => ({
    browser: t.exposeBoolean('notifyBrowser', { description: 'A browser notification for new conversations and visitor messages while the dashboard is hidden.' }),
    sound: t.exposeBoolean('notifySound', { description: 'A sound for the same, while the dashboard is hidden.' }),
    emailMentions: t.exposeBoolean('notifyEmailMentions', { description: 'An email when a teammate mentions the operator in a note.' }),
    unansweredEmailMinutes: t.exposeInt('unansweredEmailMinutes', {
      nullable: true,
      description: 'Email the operator when a conversation of theirs has waited this long for a reply; null when off.',
    }),
  }),
});

builder.prismaObjectFields(MembershipRef, (t) => ({
  notificationPreferences: t.field({
    type: NotificationPreferencesRef,
    nullable: true,
    description: "The operator's own preferences: present on the viewer's membership only, null on teammates'.",
    resolve: (membership, _args, context) => (membership.userId === context.session?.userId ? membership : null),
  }),
}));

builder.relayMutationField(
  'updateNotificationPreferences',
  {
    description: "Changes the viewer's own notification preferences in an organization; fields left out stay as they are.",
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      notifyBrowser: t.boolean({ required: false }),
      notifySound: t.boolean({ required: false }),
      notifyEmailMentions: t.boolean({ required: false }),
      unansweredEmailMinutes: t.int({ required: false, description: '5, 15, 30, 60 or 120; null turns the email off.' }),
    }),
    validate: notificationPreferencesInput.loose(),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ self: input.organizationId.id }),
    resolve: async (_root, { input }, context) => ({
      membership: await updateNotificationPreferences(context.prisma, { userId: context.session!.userId, organizationId: input.organizationId.id }, input),
    }),
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ membership: Membership }>) => ({
      membership: t.field({ type: MembershipRef, resolve: (payload) => payload.membership }),
    }),
  },
);
