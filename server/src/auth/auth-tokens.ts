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

/** The condition a token must meet to still work: one of these kinds, unused and unexpired. */
function usableToken(token: string, kinds: AuthTokenKind[]) {
  return { tokenHash: hashToken(token), kind: { in: kinds }, usedAt: null, expiresAt: { gt: new Date() } };
}

/** The unused, unexpired token of one of these kinds, without using it (to check a request before spending the link). */
export async function findAuthToken(prisma: PrismaClient, token: string, kinds: AuthTokenKind[]): Promise<AuthToken> {
  const found = await prisma.authToken.findFirst({ where: usableToken(token, kinds) });
  if (!found) throw new InvalidTokenError();
  return found;
}

/** Whether a link would still work, without using it and without saying whose it is. */
export async function isAuthTokenUsable(prisma: PrismaClient, token: string, kinds: AuthTokenKind[]): Promise<boolean> {
  return (await prisma.authToken.count({ where: usableToken(token, kinds) })) === 1;
}

/**
 * The account a spent confirmation link already confirmed, when that address is still the account's confirmed one:
 * opening such a link again is not an error, the address is simply confirmed.
 */
export async function findConfirmedBySpentLink(prisma: PrismaClient, token: string) {
  const spent = await prisma.authToken.findFirst({
    where: { tokenHash: hashToken(token), kind: { in: ['VERIFY_EMAIL', 'CHANGE_EMAIL'] }, usedAt: { not: null } },
    include: { user: true },
  });
  if (!spent?.user.emailVerifiedAt || spent.user.email !== spent.email) return null;
  return spent.user;
}

/** Marks the token used, atomically, so that two concurrent uses cannot both succeed. */
export async function consumeAuthToken(
  prisma: PrismaClient,
  token: string,
  kinds: AuthTokenKind[],
): Promise<AuthToken> {
  const claimed = await prisma.authToken.updateMany({ where: usableToken(token, kinds), data: { usedAt: new Date() } });
  if (claimed.count !== 1) throw new InvalidTokenError();
  return prisma.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
}
