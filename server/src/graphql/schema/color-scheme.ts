import { builder } from '../builder';
import { UserRef } from './user';

const ColorSchemeEnum = builder.enumType('ColorScheme', {
  description: 'How the dashboard looks for an operator.',
  values: { SYSTEM: { description: "Follows the device's light or dark setting." }, LIGHT: {}, DARK: {} },
});

builder.objectField(UserRef, 'colorScheme', (t) =>
  t.field({
    type: ColorSchemeEnum,
    description: "The operator's own choice; only they see it.",
    authScopes: (user, _args, context) => context.session?.userId === user.id,
    resolve: (user) => user.colorScheme,
  }),
);

builder.relayMutationField(
  'setColorScheme',
  { inputFields: (t) => ({ colorScheme: t.field({ type: ColorSchemeEnum, required: true }) }) },
  {
    errors: {},
    authScopes: { signedIn: true },
    resolve: async (_root, { input }, context) => ({
      user: await context.prisma.user.update({ where: { id: context.session!.userId }, data: { colorScheme: input.colorScheme } }),
    }),
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }) },
);
