import type { User } from '../generated/prisma/client';
import { personActor, recordAccountAudit } from '../audit/record-audit';
import { InvalidTokenError, SecondFactorRequiredError } from '../errors';
import type { Context } from '../graphql/context';
import { consumeAuthToken, findAuthToken, issueAuthToken } from './auth-tokens';
import { startSession } from './start-session';
import { generateToken, hashToken } from './tokens';
import { hasTwoFactor, verifySecondFactor, type SecondFactorMethod } from './two-factor';

const pendingCookieName = 'parley_second_factor';
const pendingLifetimeMs = 10 * 60 * 1000;
export const trustedBrowserCookieName = 'parley_trusted_browser';
const trustedBrowserLifetimeMs = 30 * 24 * 60 * 60 * 1000;

async function isTrustedBrowser(context: Context, userId: string): Promise<boolean> {
  const token = context.cookie(trustedBrowserCookieName);
  if (!token) return false;
  const browser = await context.prisma.trustedBrowser.findUnique({ where: { tokenHash: hashToken(token) } });
  return browser !== null && browser.userId === userId && browser.expiresAt > context.services.now();
}

/** How a sign-in was made, as the audit log shows it. */
type SignInMethod = 'PASSWORD' | 'LINK' | 'TWO_FACTOR_CODE' | 'RECOVERY_CODE';

async function signInNow(context: Context, user: User, method: SignInMethod): Promise<void> {
  await startSession(context, user);
  await recordAccountAudit(context.prisma, personActor(user, context.clientIp), user.id, {
    action: 'sign_in.succeeded',
    target: { type: 'User', id: user.id, label: user.email },
    changes: { method: { before: null, after: method } },
  });
}

/**
 * After a correct password or emailed link: signs in at once, unless the account has two-factor sign-in and this browser
 * is not remembered for it. Then a short-lived cookie holds the pending sign-in and SecondFactorRequiredError asks for a code.
 */
export async function continueSignIn(context: Context, user: User, how: 'PASSWORD' | 'LINK'): Promise<void> {
  if ((await hasTwoFactor(context.services, user.id)) && !(await isTrustedBrowser(context, user.id))) {
    const token = await issueAuthToken(context.prisma, { userId: user.id, kind: 'SECOND_FACTOR', email: user.email });
    await context.setCookie(pendingCookieName, token, new Date(Date.now() + pendingLifetimeMs));
    throw new SecondFactorRequiredError();
  }
  await signInNow(context, user, how);
}

/** The second step: a code from the authenticator or a recovery code finishes the sign-in this browser started. */
export async function finishSignIn(context: Context, code: string, rememberBrowser: boolean): Promise<User> {
  const pending = context.cookie(pendingCookieName);
  if (!pending) throw new InvalidTokenError('This sign-in has expired. Enter your password again.');
  const { userId } = await findAuthToken(context.prisma, pending, ['SECOND_FACTOR']).catch(() => {
    throw new InvalidTokenError('This sign-in has expired. Enter your password again.');
  });
  const user = await context.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  let method: SecondFactorMethod;
  try {
    method = await verifySecondFactor(context.services, user, code);
  } catch (error) {
    await recordAccountAudit(context.prisma, personActor(user, context.clientIp), user.id, {
      action: 'sign_in.failed',
      target: { type: 'User', id: user.id, label: user.email },
      changes: { reason: { before: null, after: 'wrong second-factor code' } },
    });
    throw error;
  }
  await consumeAuthToken(context.prisma, pending, ['SECOND_FACTOR']);
  await context.deleteCookie(pendingCookieName);
  if (method === 'RECOVERY_CODE') {
    await recordAccountAudit(context.prisma, personActor(user, context.clientIp), user.id, { action: 'two_factor.recovery_code_used', target: { type: 'User', id: user.id, label: user.email } });
  }
  if (rememberBrowser) {
    const token = generateToken();
    const expiresAt = new Date(Date.now() + trustedBrowserLifetimeMs);
    await context.prisma.trustedBrowser.create({ data: { userId: user.id, tokenHash: hashToken(token), userAgent: context.userAgent.slice(0, 500), expiresAt } });
    await context.setCookie(trustedBrowserCookieName, token, expiresAt);
  }
  await signInNow(context, user, method === 'TOTP' ? 'TWO_FACTOR_CODE' : 'RECOVERY_CODE');
  return user;
}
