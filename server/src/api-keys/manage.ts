import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { ApiKey, ApiKeyScope, Prisma } from '../generated/prisma/client';
import { revokeLiveAccess } from '../realtime/revocations';
import type { Services } from '../services';
import { generateApiKeySecret, hashApiKeySecret, visibleStartOf } from './secret';

/** Scopes are closed upwards, like operators' roles: WRITE reads too, and ADMIN writes and reads. */
export function withImpliedScopes(scopes: readonly ApiKeyScope[]): ApiKeyScope[] {
  if (scopes.includes('ADMIN')) return ['READ', 'WRITE', 'ADMIN'];
  if (scopes.includes('WRITE')) return ['READ', 'WRITE'];
  return ['READ'];
}

export type NewApiKey = { organizationId: string; name: string; scopes: readonly ApiKeyScope[]; expiresAt: Date | null; createdById: string | null };

/** Creates a key in the caller's transaction (where the plan's limit is checked); its secret is returned this once and only its hash is kept. */
export async function createApiKey(tx: Prisma.TransactionClient, values: NewApiKey, actor: AuditActor): Promise<{ apiKey: ApiKey; secret: string }> {
  const secret = generateApiKeySecret();
  const apiKey = await tx.apiKey.create({
    data: { ...values, scopes: withImpliedScopes(values.scopes), secretHash: hashApiKeySecret(secret), secretStart: visibleStartOf(secret) },
  });
  await recordAudit(tx, actor, {
    organizationId: apiKey.organizationId,
    action: 'api_key.created',
    target: apiKeyTarget(apiKey),
    changes: { scopes: { before: null, after: apiKey.scopes } },
  });
  return { apiKey, secret };
}

const apiKeyTarget = (apiKey: ApiKey) => ({ type: 'ApiKey', id: apiKey.id, label: `${apiKey.name} (${apiKey.secretStart}…)` });

/** Revokes a key at once: its next request is refused, and its open sockets on every instance close. */
export async function revokeApiKey(services: Pick<Services, 'db' | 'pubsub'>, apiKeyId: string, actor: AuditActor): Promise<ApiKey> {
  const apiKey = await services.db.prisma.$transaction(async (tx) => {
    const revoked = await tx.apiKey.update({ where: { id: apiKeyId }, data: { revokedAt: new Date() } });
    await recordAudit(tx, actor, { organizationId: revoked.organizationId, action: 'api_key.revoked', target: apiKeyTarget(revoked) });
    return revoked;
  });
  await revokeLiveAccess(services, { kind: 'API_KEYS_REVOKED', apiKeyIds: [apiKey.id] });
  return apiKey;
}
