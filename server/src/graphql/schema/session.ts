import { builder } from '../builder';

export const SessionRef = builder.prismaNode('Session', {
  id: { field: 'id' },
  authScopes: (session, context) => session.userId === context.session?.userId,
  fields: (t) => ({
    userAgent: t.exposeString('userAgent'),
    ipAddress: t.exposeString('ipAddress'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    current: t.boolean({
      description: 'True for the session of the browser asking.',
      resolve: (session, _args, context) => session.id === context.session?.id,
    }),
  }),
});
