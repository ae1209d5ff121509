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

/** Creates a key; its secret is returned this once and only its hash is kept. */
export async function createApiKey(prisma: Prisma.TransactionClient, values: NewApiKey): Promise<{ apiKey: ApiKey; secret: string }> {
  const secret = generateApiKeySecret();
  const apiKey = await prisma.apiKey.create({
    data: { ...values, scopes: withImpliedScopes(values.scopes), secretHash: hashApiKeySecret(secret), secretStart: visibleStartOf(secret) },
  });
  return { apiKey, secret };
}

/** Revokes a key at once: its next request is refused, and its open sockets on every instance close. */
export async function revokeApiKey(services: Pick<Services, 'db' | 'pubsub'>, apiKeyId: string): Promise<ApiKey> {
  const apiKey = await services.db.prisma.apiKey.update({ where: { id: apiKeyId }, data: { revokedAt: new Date() } });
  await revokeLiveAccess(services, { kind: 'API_KEYS_REVOKED', apiKeyIds: [apiKey.id] });
  return apiKey;
}
