import type { AuditActorKind, Prisma, PrismaClient } from '../generated/prisma/client';
import type { Context } from '../graphql/context';

/** Every action the audit log records. */
export const auditActions = [
  'sign_in.succeeded',
  'sign_in.failed',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_code_used',
  'passkey.added',
  'passkey.removed',
  'member.role_changed',
  'member.removed',
  'invitation.created',
  'invitation.revoked',
  'widget.created',
  'widget.updated',
  'widget.identity_secret_rotated',
  'webhook_endpoint.created',
  'webhook_endpoint.deleted',
  'api_key.created',
  'api_key.revoked',
  'slack.connected',
  'slack.disconnected',
  'organization.updated',
  'billing.plan_changed',
  'contact.exported',
  'contact.erased',
  'retention.updated',
  'retention.ran',
  'organization.deletion_scheduled',
  'organization.deletion_cancelled',
  'organization.export_started',
  'organization.export_downloaded',
] as const;

export type AuditAction = (typeof auditActions)[number];

export type AuditActor = { kind: AuditActorKind; id: string | null; label: string; ipAddress: string };

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export type AuditRecord = {
  organizationId: string;
  action: AuditAction;
  target?: { type: string; id: string | null; label: string };
  changes?: AuditChanges;
};

type Writer = Pick<PrismaClient, 'auditEntry'> | Prisma.TransactionClient;

/** A person by name and email, signed in or (signing in) not yet. */
export function personActor(user: { id: string | null; name: string; email: string }, ipAddress: string): AuditActor {
  return { kind: 'MEMBER', id: user.id, label: user.name ? `${user.name} <${user.email}>` : user.email, ipAddress };
}

/** Who is making this request, as the audit log names them: the signed-in member, the API key, or the system. */
export function actorOf(context: Pick<Context, 'session' | 'apiKey' | 'clientIp'>): AuditActor {
  if (context.apiKey) return { kind: 'API_KEY', id: context.apiKey.id, label: context.apiKey.name, ipAddress: context.clientIp };
  if (context.session) return personActor(context.session.user, context.clientIp);
  return { kind: 'SYSTEM', id: null, label: 'Parley', ipAddress: '' };
}

/** The fields whose values differ, each with its value before and after; unchanged fields are left out. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>, fields: readonly (keyof T & string)[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
  }
  return changes;
}

/**
 * The one way entries enter the audit log. Pass the transaction that makes the change, so that the entry and the
 * change are committed (or rolled back) together. Entries are never updated or deleted by the app (the database
 * refuses updates); only entries past the retention period are purged (see audit/retention).
 */
export async function recordAudit(db: Writer, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.auditEntry.create({
    data: {
      organizationId: record.organizationId,
      actorKind: actor.kind,
      actorId: actor.id,
      actorLabel: actor.label,
      ipAddress: actor.ipAddress,
      action: record.action,
      targetType: record.target?.type ?? '',
      targetId: record.target?.id ?? null,
      targetLabel: record.target?.label ?? '',
      changes: (record.changes ?? {}) as Prisma.InputJsonObject,
    },
  });
}

/** For events of a person rather than of one organization (signing in, two-factor): an entry in each organization they belong to. */
export async function recordAccountAudit(
  db: Pick<PrismaClient, 'auditEntry' | 'membership'>,
  actor: AuditActor,
  userId: string,
  record: Omit<AuditRecord, 'organizationId'>,
): Promise<void> {
  const memberships = await db.membership.findMany({ where: { userId }, select: { organizationId: true } });
  for (const { organizationId } of memberships) await recordAudit(db, actor, { ...record, organizationId });
}
