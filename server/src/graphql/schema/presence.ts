import type { Membership } from '../../generated/prisma/client';
import { recordHeartbeat } from '../../conversations/presence';
import { builder, type PayloadFieldBuilder } from '../builder';
import { MembershipRef, OperatorStatusEnum } from './membership';
import { OrganizationRef } from './organization';

builder.relayMutationField(
  'heartbeat',
  {
    inputFields: (t) => ({
      organizationId: t.globalID({ required: true, for: OrganizationRef }),
      status: t.field({ type: OperatorStatusEnum, required: false, description: 'Changes the chosen status; omitted keeps it.' }),
    }),
  },
  {
    errors: {},
    description: 'Sent by an open dashboard every 25 seconds; presence lapses to OFFLINE a minute after the last one.',
    authScopes: (_root, { input }) => ({ self: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const where = { userId_organizationId: { userId: context.session!.userId, organizationId: input.organizationId.id } };
      const { id } = await context.prisma.membership.findUniqueOrThrow({ where, select: { id: true } });
      await recordHeartbeat(context.services, id, input.status ?? undefined);
      return { membership: await context.prisma.membership.findUniqueOrThrow({ where }) };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ membership: Membership }>) => ({
      membership: t.field({ type: MembershipRef, resolve: (payload) => payload.membership }),
    }),
  },
);
