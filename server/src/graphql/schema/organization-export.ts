import { actorOf } from '../../audit/record-audit';
import type { Organization, OrganizationExport } from '../../generated/prisma/client';
import { ExportInProgressError, requestOrganizationExport } from '../../privacy/organization-export';
import { builder, type PayloadFieldBuilder } from '../builder';
import { ErrorInterface } from './errors';
import { OrganizationRef } from './organization';

builder.objectType(ExportInProgressError, {
  name: 'ExportInProgressError',
  description: 'An export of the organization is already waiting or being built; one runs at a time.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ExportInProgressError,
  fields: () => ({}),
});

const OrganizationExportStatusEnum = builder.enumType('OrganizationExportStatus', {
  values: {
    PENDING: { description: 'Waiting for an instance to start building it.' },
    RUNNING: { description: 'Being built; see progress.' },
    DONE: { description: 'Built, and the download link emailed to the owner who asked.' },
    FAILED: { description: 'The build failed; see error. Start another.' },
  } as const,
});

const OrganizationExportRef = builder.objectRef<OrganizationExport>('OrganizationExport').implement({
  description: "A zip of everything the organization holds (docs/export-format.md), built in the background. Owners only.",
  fields: (t) => ({
    status: t.field({ type: OrganizationExportStatusEnum, resolve: (job) => job.status }),
    processedItems: t.exposeInt('progressDone', { description: 'Rows and files written so far.' }),
    totalItems: t.exposeInt('progressTotal', { description: 'Rows and files the archive holds; 0 until the build has counted them.' }),
    progress: t.float({
      description: 'From 0 to 1.',
      resolve: (job) => (job.status === 'DONE' ? 1 : job.progressTotal === 0 ? 0 : Math.min(1, job.progressDone / job.progressTotal)),
    }),
    byteSize: t.float({ nullable: true, description: 'The archive’s size in bytes, once built.', resolve: (job) => (job.byteSize === null ? null : Number(job.byteSize)) }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    downloadExpiresAt: t.expose('downloadExpiresAt', { type: 'DateTime', nullable: true, description: 'Until when the emailed link works.' }),
    downloadedAt: t.expose('downloadedAt', { type: 'DateTime', nullable: true, description: 'When the emailed link was used; it works once.' }),
  }),
});

builder.objectFields(OrganizationRef, (t) => ({
  latestExport: t.field({
    type: OrganizationExportRef,
    nullable: true,
    description: 'The most recent export, whatever its state; null before the first. Owners only.',
    authScopes: (organization) => ({ owner: organization.id }),
    resolve: (organization, _args, context) => context.prisma.organizationExport.findFirst({ where: { organizationId: organization.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
}));

builder.relayMutationField(
  'startOrganizationExport',
  { inputFields: (t) => ({ organizationId: t.globalID({ required: true, for: OrganizationRef }) }) },
  {
    errors: { types: [ExportInProgressError] },
    description:
      'Starts building a zip of everything the organization holds; the owner is emailed a single-use link (valid 24 hours) when it is ready. One export at a time. Recorded in the audit log.',
    authScopes: (_root, { input }) => ({ owner: input.organizationId.id }),
    resolve: async (_root, { input }, context) => {
      const job = await requestOrganizationExport(context.services, input.organizationId.id, context.session!.user, actorOf(context));
      return { job, organization: await context.prisma.organization.findUniqueOrThrow({ where: { id: job.organizationId } }) };
    },
  },
  {
    outputFields: (t: PayloadFieldBuilder<{ job: OrganizationExport; organization: Organization }>) => ({
      organizationExport: t.field({ type: OrganizationExportRef, resolve: (payload) => payload.job }),
      organization: t.field({ type: OrganizationRef, description: 'With the new export as its latestExport.', resolve: (payload) => payload.organization }),
    }),
  },
);
