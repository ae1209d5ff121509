import { touchContactLastSeen } from '../../contacts/last-seen';
import { builder } from '../builder';

builder.mutationField('recordVisitorHeartbeat', (t) =>
  t.boolean({
    description:
      "The widget calls this while the chat is open, so the contact's last seen stays true. Answers whether the time was written: at most once a minute.",
    authScopes: { visitor: true },
    resolve: (_root, _args, context) => touchContactLastSeen(context.prisma, context.visitor!.contactId),
  }),
);
