import type { PrismaClient } from '../generated/prisma/client';
import { sealedPrefix, type SecretBox } from '../auth/secret-box';

/**
 * Encrypts signing secrets stored before encryption came in; runs at start-up, after the migrations. Until it has
 * run, deliveries still read such secrets as they are (SecretBox.open). Each row is rewritten only if it still holds
 * the value read, so a rotation happening at the same moment on another instance is never overwritten.
 */
export async function sealStoredWebhookSecrets(prisma: PrismaClient, secrets: SecretBox): Promise<number> {
  const endpoints = await prisma.webhookEndpoint.findMany({
    where: { OR: [{ NOT: { secret: { startsWith: sealedPrefix } } }, { previousSecret: { not: null }, NOT: { previousSecret: { startsWith: sealedPrefix } } }] },
    select: { id: true, secret: true, previousSecret: true },
  });
  let sealed = 0;
  for (const endpoint of endpoints) {
    const sealIfPlain = (stored: string) => (secrets.isSealed(stored) ? stored : secrets.seal(stored));
    const { count } = await prisma.webhookEndpoint.updateMany({
      where: { id: endpoint.id, secret: endpoint.secret, previousSecret: endpoint.previousSecret },
      data: { secret: sealIfPlain(endpoint.secret), previousSecret: endpoint.previousSecret === null ? null : sealIfPlain(endpoint.previousSecret) },
    });
    sealed += count;
  }
  return sealed;
}
