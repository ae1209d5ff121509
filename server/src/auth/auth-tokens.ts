import type { AuthToken, AuthTokenKind, PrismaClient } from '../generated/prisma/client';
import { InvalidTokenError } from '../errors';
import { generateToken, hashToken } from './tokens';

const lifetimeMs: Record<AuthTokenKind, number> = {
  VERIFY_EMAIL: 24 * 60 * 60 * 1000,
  CHANGE_EMAIL: 24 * 60 * 60 * 1000,
  RESET_PASSWORD: 60 * 60 * 1000,
  SIGN_IN: 15 * 60 * 1000,
  SECOND_FACTOR: 10 * 60 * 1000,
};

/** A new single-use token; earlier unused tokens of the same kind stop working, so only the latest link counts. */
export async function issueAuthToken(
  prisma: PrismaClient,
  values: { userId: string; kind: AuthTokenKind; email: string },
): Promise<string> {
  const token = generateToken();
  await prisma.$transaction([
    prisma.authToken.deleteMany({ where: { userId: values.userId, kind: values.kind, usedAt: null } }),
    prisma.authToken.create({
      data: { ...values, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs[values.kind]) },
    }),
  ]);
  return token;
}

/** The unused, unexpired token of one of these kinds, without using it (to check a request before spending the link). */
export async function findAuthToken(prisma: PrismaClient, token: string, kinds: AuthTokenKind[]): Promise<AuthToken> {
  const found = await prisma.authToken.findFirst({
    where: { tokenHash: hashToken(token), kind: { in: kinds }, usedAt: null, expiresAt: { gt: new Date() } },
  });
  if (!found) throw new InvalidTokenError();
  return found;
}

/** Marks the token used, atomically, so that two concurrent uses cannot both succeed. */
export async function consumeAuthToken(
  prisma: PrismaClient,
  token: string,
  kinds: AuthTokenKind[],
): Promise<AuthToken> {
  const tokenHash = hashToken(token);
  const claimed = await prisma.authToken.updateMany({
    where: { tokenHash, kind: { in: kinds }, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) throw new InvalidTokenError();
  return prisma.authToken.findUniqueOrThrow({ where: { tokenHash } });
}
