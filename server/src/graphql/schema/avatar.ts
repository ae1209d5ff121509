import { removeAvatar } from '../../avatars/store-avatar';
import { builder } from '../builder';
import { UserRef } from './user';

// Uploading goes through POST /avatar (see http/avatars): a picture is bytes, not GraphQL.
builder.relayMutationField(
  'removeAvatar',
  null,
  {
    errors: {},
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => ({ user: await removeAvatar({ prisma: context.prisma, storage: context.services.storage }, context.session!.userId) }),
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }) },
);
