import type { Notification, Organization } from '../../generated/prisma/client';
import { withPlainMentions } from '../../toolkit/mentions';
import { markNotificationsRead } from '../../toolkit/notifications';
import { previewOf } from '../../conversations/append-message';
import { notificationRecipient, type NotificationEventPayload } from '../../realtime/topics';
import { builder, type PayloadFieldBuilder } from '../builder';
import type { Context } from '../context';
import { liveEvents } from '../live-events';
import { authorNameOf, authorSelect } from './message';
import { OrganizationRef } from './organization';

const NotificationKindEnum = builder.enumType('NotificationKind', {
  values: { MENTION: { description: 'A teammate mentioned the viewer in an internal note.' } },
});

/** Notifications are private to their recipient: teammates cannot read each other's. */
export const NotificationRef = builder.prismaNode('Notification', {
  id: { field: 'id' },
  authScopes: (notification, context) => (notification.userId === context.session?.userId ? { member: notification.organizationId } : false),
  fields: (t) => ({
    kind: t.expose('kind', { type: NotificationKindEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    thread: t.relation('thread'),
    message: t.relation('message', { nullable: true }),
    actorName: t.string({
      description: 'Who caused it, e.g. the author of the note.',
      select: { message: { select: { authorKind: true, ...authorSelect } } },
      resolve: (notification) => (notification.message ? authorNameOf(notification.message) : 'Parley'),
    }),
    excerpt: t.string({
      description: 'The start of the note, its mentions as plain "@Name".',
      select: { message: { select: { body: true } } },
      resolve: (notification) => previewOf(withPlainMentions(notification.message?.body ?? '')),
    }),
  }),
});

const viewerNotifications = (organization: { id: string }, context: Context) => ({ organizationId: organization.id, userId: context.session?.userId ?? '' });

builder.prismaObjectField(OrganizationRef, 'viewerNotifications', (t) =>
  t.relatedConnection('notifications', {
    cursor: 'id',
    description: "The signed-in operator's own notifications here, newest first.",
    args: { unreadOnly: t.arg.boolean({ required: false }) },
    query: (args, context) => ({
      where: { userId: context.session?.userId ?? '', ...(args.unreadOnly ? { readAt: null } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
  }),
);

builder.objectField(OrganizationRef, 'viewerUnreadNotificationCount', (t) =>
  t.field({
    type: 'Int',
    resolve: (organization, _args, context) => context.prisma.notification.count({ where: { ...viewerNotifications(organization, context), readAt: null } }),
  }),
);

builder.relayMutationField(
  'markNotificationsRead',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      notificationIds: t.globalIDList({ required: false, for: NotificationRef, description: "Leave out to mark all of the viewer's notifications read." }),
    }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ self: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organizationId = input.organizationId.id;
      const ids = input.notificationIds?.map((notificationId) => notificationId.id);
      // Only the viewer's own unread notifications of this organization: anyone else's ids change nothing.
      const [notifications, organization] = await Promise.all([
        markNotificationsRead(context.services, { organizationId, userId: context.session!.userId }, ids ? { id: { in: ids } } : {}),
        context.prisma.organization.findUniqueOrThrow({ where: { id: organizationId } }),
      ]);
      return { organization, notifications };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ organization: Organization; notifications: Notification[] }>) => ({
      organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }),
      notifications: t.field({ type: [NotificationRef], description: 'The notifications this marked read.', resolve: (payload) => payload.notifications }),
    }),
  },
);

const NotificationEventKindEnum = builder.enumType('NotificationEventKind', { values: ['NOTIFICATION_CREATED', 'NOTIFICATIONS_READ'] as const });

type NotificationEventShape = { kind: NotificationEventPayload['kind']; notification: Notification | null; organizationId: string };

const NotificationEventRef = builder.objectRef<NotificationEventShape>('NotificationEvent').implement({
  description: 'A new notification for the viewer, or some were marked read (in another tab, say): the unread count comes with it.',
  fields: (t) => ({
    kind: t.field({ type: NotificationEventKindEnum, resolve: (event) => event.kind }),
    notification: t.field({ type: NotificationRef, nullable: true, resolve: (event) => event.notification }),
    organization: t.field({
      type: OrganizationRef,
      resolve: (event, _args, context) => context.prisma.organization.findUniqueOrThrow({ where: { id: event.organizationId } }),
    }),
  }),
});

builder.subscriptionField('notificationEvents', (t) =>
  t.field({
    type: NotificationEventRef,
    description: "The signed-in operator's own notifications in one organization, as they happen.",
    args: { organizationId: t.arg.globalID({ required: true, for: OrganizationRef }) },
    authScopes: (_root, args) => ({ operator: args.organizationId.id }),
    subscribe: (_root, args, context) => liveEvents(context, [['notification:event', notificationRecipient(args.organizationId.id, context.session!.userId)]]),
    resolve: async (event, args, context) => ({
      kind: event.kind,
      organizationId: args.organizationId.id,
      notification: event.kind === 'NOTIFICATION_CREATED' ? await context.prisma.notification.findUnique({ where: { id: event.notificationId } }) : null,
    }),
  }),
);
