import { touchContactLastSeen } from '../../contacts/last-seen';
import { builder } from '../builder';

builder.relayMutationField(
  'recordVisitorHeartbeat',
  { inputFields: () => ({}) },
  {
    errors: {},
    description: "The widget calls this while the chat is open, so the contact's last seen stays true; it is written at most once a minute.",
    authScopes: { visitor: true },
    resolve: async (_root, _args, context) => ({ recorded: await touchContactLastSeen(context.prisma, context.visitor!.contactId) }),
  },
  { outputFields: (t) => ({ recorded: t.boolean({ description: 'Whether the time was written (false within a minute of the last).', resolve: (payload) => payload.recorded }) }) },
);
