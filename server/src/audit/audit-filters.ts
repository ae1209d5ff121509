import type { Prisma } from '../generated/prisma/client';

export type AuditFilters = { action?: string | null; actor?: string | null; from?: Date | null; to?: Date | null };

/** One organization's entries narrowed by the audit log's filters: an action, words of the actor's name or email, a time range. */
export function auditEntriesWhere(organizationId: string, filters: AuditFilters): Prisma.AuditEntryWhereInput {
  return {
    organizationId,
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.actor?.trim() ? { actorLabel: { contains: filters.actor.trim(), mode: 'insensitive' } } : {}),
    ...(filters.from || filters.to ? { createdAt: { ...(filters.from ? { gte: filters.from } : {}), ...(filters.to ? { lt: filters.to } : {}) } } : {}),
  };
}

/** Newest first, ties broken by id, so pages never skip or repeat an entry. */
export const auditOrder: Prisma.AuditEntryOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
