import { auditCsv } from '../../audit/audit-csv';
import { auditEntriesWhere, auditOrder, type AuditFilters } from '../../audit/audit-filters';
import { auditActions } from '../../audit/record-audit';
import { builder } from '../builder';
import { OrganizationRef } from './organization';

const AuditActorKindEnum = builder.enumType('AuditActorKind', { values: ['MEMBER', 'API_KEY', 'SYSTEM'] as const });

builder.prismaNode('AuditEntry', {
  id: { field: 'id' },
  description: 'One recorded action in an organization; entries are never changed.',
  authScopes: (entry) => ({ admin: entry.organizationId }),
  fields: (t) => ({
    action: t.exposeString('action', { description: 'What was done, e.g. `member.role_changed`; see Query.auditActions.' }),
    actorKind: t.expose('actorKind', { type: AuditActorKindEnum }),
    actorLabel: t.exposeString('actorLabel', { description: "The actor's name and email (or the API key's name) at the time." }),
    ipAddress: t.exposeString('ipAddress'),
    targetType: t.exposeString('targetType'),
    targetLabel: t.exposeString('targetLabel'),
    changes: t.field({ type: 'JSONObject', description: 'Changed fields: { field: { before, after } }.', resolve: (entry) => entry.changes ?? {} }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const exportLimit = 10_000;

builder.prismaObjectFields(OrganizationRef, (t) => {
  const filterArgs = {
    action: t.arg.string({ description: 'Only this action.' }),
    actor: t.arg.string({ description: "Words of the actor's name or email." }),
    from: t.arg({ type: 'DateTime', description: 'At or after this time.' }),
    to: t.arg({ type: 'DateTime', description: 'Before this time.' }),
  };
  return {
    auditLog: t.prismaConnection({
      type: 'AuditEntry',
      cursor: 'id',
      description: 'The audit log, newest first (owners, admins and ADMIN keys).',
      authScopes: (organization) => ({ admin: organization.id }),
      args: filterArgs,
      resolve: (query, organization, args: AuditFilters, context) =>
        context.prisma.auditEntry.findMany({ ...query, where: auditEntriesWhere(organization.id, args), orderBy: auditOrder }),
    }),
    auditLogCsv: t.string({
      description: `The filtered audit log as CSV, newest first, at most ${exportLimit} entries.`,
      authScopes: (organization) => ({ admin: organization.id }),
      args: filterArgs,
      resolve: async (organization, args: AuditFilters, context) =>
        auditCsv(await context.prisma.auditEntry.findMany({ where: auditEntriesWhere(organization.id, args), orderBy: auditOrder, take: exportLimit })),
    }),
  };
});

builder.queryField('auditActions', (t) => t.stringList({ description: 'Every action the audit log records.', resolve: () => [...auditActions] }));
