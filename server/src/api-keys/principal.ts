import { GraphQLError } from 'graphql';
import type { ApiKeyScope, PrismaClient } from '../generated/prisma/client';
import { hashApiKeySecret, isWellFormedApiKey } from './secret';

/** Who a request made with an API key speaks for: the key itself, inside its one organization. */
export type ApiKeyPrincipal = {
  id: string;
  name: string;
  organizationId: string;
  scopes: ReadonlySet<ApiKeyScope>;
  expiresAt: Date | null;
};

/** Last-used time and address are written at most this often per key, so a busy integration doesn't write on every request. */
const lastUsedResolutionMs = 60_000;

/** The request names an API key that cannot be used; nothing is run. HTTP answers 401. */
function refusedKey(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'INVALID_API_KEY', http: { status: 401, headers: { 'www-authenticate': 'Bearer' } } } });
}

export const malformedKeyMessage = 'This API key is malformed: its checksum does not match. Copy the whole key again.';
export const unusableKeyMessage = 'This API key is unknown, revoked or expired.';

/** The key behind a secret, or a refusal saying why (malformed, or unknown, revoked or expired: these look alike on purpose). */
export async function resolveApiKey(prisma: PrismaClient, secret: string, clientIp: string): Promise<ApiKeyPrincipal> {
  if (!isWellFormedApiKey(secret)) throw refusedKey(malformedKeyMessage);
  const key = await prisma.apiKey.findUnique({ where: { secretHash: hashApiKeySecret(secret) } });
  const now = new Date();
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) throw refusedKey(unusableKeyMessage);
  await prisma.apiKey.updateMany({
    where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - lastUsedResolutionMs) } }, { lastUsedIp: { not: clientIp } }] },
    data: { lastUsedAt: now, lastUsedIp: clientIp },
  });
  return { id: key.id, name: key.name, organizationId: key.organizationId, scopes: new Set(key.scopes), expiresAt: key.expiresAt };
}

/** `Authorization: Bearer <key>` on HTTP; `connectionParams.authorization` with the same value on a WebSocket. */
export function bearerTokenFrom(authorization: string | null, connectionParams: Record<string, unknown> | undefined): string | null {
  const fromSocket = connectionParams?.authorization;
  const header = authorization ?? (typeof fromSocket === 'string' ? fromSocket : null);
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}
