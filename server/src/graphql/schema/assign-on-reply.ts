import { builder } from '../builder';
import { OrganizationRef, publishOrganizationUpdated, updateAuditedOrganization } from './organization';

builder.objectField(OrganizationRef, 'assignOnReply', (t) =>
  t.exposeBoolean('assignOnReply', { description: 'An operator replying to an unassigned conversation is assigned to it.' }),
);

builder.relayMutationField(
  'setAssignOnReply',
  {
    description: 'Turns assigning conversations to whoever replies first on or off for the whole organization.',
    inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }), enabled: t.boolean({ required: true }) }),
  },
  {
    errors: {},
    authScopes: (_root, { input }) => ({ admin: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const organization = await updateAuditedOrganization(context, input.organizationId.id, { assignOnReply: input.enabled });
      publishOrganizationUpdated(context, organization.id);
      return { organization };
    },
  },
  { outputFields: (t) => ({ organization: t.field({ type: OrganizationRef, resolve: (payload) => payload.organization }) }) },
);
