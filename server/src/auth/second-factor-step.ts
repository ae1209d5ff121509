import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { User } from '../generated/prisma/client';
import { personActor, recordAccountAudit } from '../audit/record-audit';
import { InvalidTokenError, SecondFactorRequiredError } from '../errors';
import type { Context } from '../graphql/context';
import { consumeAuthToken, findAuthToken, issueAuthToken } from './auth-tokens';
import { startSession } from './start-session';
import { generateToken, hashToken } from './tokens';
import { beginPasskeyAuthentication, hasPasskey, verifyPasskeyAssertion } from './passkeys';
import { hasSecondFactor, hasTwoFactor, remainingRecoveryCodes, verifySecondFactor, type SecondFactorMethod } from './two-factor';

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

/** Every remembered browser of the user asks for the second step again, this one included. */
export async function forgetTrustedBrowsers(context: Context, userId: string): Promise<void> {
  await context.prisma.trustedBrowser.deleteMany({ where: { userId } });
  await context.deleteCookie(trustedBrowserCookieName);
}

/** How a sign-in was made, as the audit log shows it. */
type SignInMethod = 'PASSWORD' | 'LINK' | 'TWO_FACTOR_CODE' | 'RECOVERY_CODE' | 'PASSKEY' | 'PASSKEY_SECOND_FACTOR';

async function signInNow(context: Context, user: User, method: SignInMethod): Promise<void> {
  await startSession(context, user);
  await recordAccountAudit(context.prisma, personActor(user, context.clientIp), user.id, {
    action: 'sign_in.succeeded',
    target: { type: 'User', id: user.id, label: user.email },
    changes: { method: { before: null, after: method } },
  });
}

async function recordFailedSecondStep(context: Context, user: User, reason: string): Promise<void> {
  await recordAccountAudit(context.prisma, personActor(user, context.clientIp), user.id, {
    action: 'sign_in.failed',
    target: { type: 'User', id: user.id, label: user.email },
    changes: { reason: { before: null, after: reason } },
  });
}

/**
 * After a correct password or emailed link: signs in at once, unless the account has a second step (codes or a passkey)
 * and this browser is not remembered for it. Then a short-lived cookie holds the pending sign-in and
 * SecondFactorRequiredError asks for the second step, naming which kinds the account has.
 */
export async function continueSignIn(context: Context, user: User, how: 'PASSWORD' | 'LINK'): Promise<void> {
  if ((await hasSecondFactor(context.services, user.id)) && !(await isTrustedBrowser(context, user.id))) {
    const token = await issueAuthToken(context.prisma, { userId: user.id, kind: 'SECOND_FACTOR', email: user.email });
    await context.setCookie(pendingCookieName, token, new Date(Date.now() + pendingLifetimeMs));
    throw new SecondFactorRequiredError(
      await hasTwoFactor(context.services, user.id),
      await hasPasskey(context.services, user.id),
      (await remainingRecoveryCodes(context.services, user.id)) > 0,
    );
  }
  await signInNow(context, user, how);
}

/** The sign-in this browser started with a password or link, waiting for its second step. */
async function pendingSignIn(context: Context): Promise<{ token: string; user: User }> {
  const expired = () => new InvalidTokenError('This sign-in has expired. Enter your password again.');
  const token = context.cookie(pendingCookieName);
  if (!token) throw expired();
  const { userId } = await findAuthToken(context.prisma, token, ['SECOND_FACTOR']).catch(() => {
    throw expired();
  });
  return { token, user: await context.prisma.user.findUniqueOrThrow({ where: { id: userId } }) };
}

async function finishPendingSignIn(context: Context, token: string, user: User, rememberBrowser: boolean, method: SignInMethod): Promise<void> {
  await consumeAuthToken(context.prisma, token, ['SECOND_FACTOR']);
  await context.deleteCookie(pendingCookieName);
  if (rememberBrowser) {
    const browserToken = generateToken();
    const expiresAt = new Date(Date.now() + trustedBrowserLifetimeMs);
    await context.prisma.trustedBrowser.create({ data: { userId: user.id, tokenHash: hashToken(browserToken), userAgent: context.userAgent.slice(0, 500), expiresAt } });
    await context.setCookie(trustedBrowserCookieName, browserToken, expiresAt);
  }
  await signInNow(context, user, method);
}

/** The second step: a code from the authenticator or a recovery code finishes the sign-in this browser started. */
export async function finishSignIn(context: Context, code: string, rememberBrowser: boolean): Promise<User> {
  const { token, user } = await pendingSignIn(context);
  let method: SecondFactorMethod;
  try {
    method = await verifySecondFactor(context.services, user, code);
  } catch (error) {
    await recordFailedSecondStep(context, user, 'wrong second-factor code');
    throw error;
  }
  if (method === 'RECOVERY_CODE') {
    await recordAccountAudit(context.prisma, personActor(user, context.clientIp), user.id, { action: 'two_factor.recovery_code_used', target: { type: 'User', id: user.id, label: user.email } });
  }
  await finishPendingSignIn(context, token, user, rememberBrowser, method === 'TOTP' ? 'TWO_FACTOR_CODE' : 'RECOVERY_CODE');
  return user;
}

/** What the browser asks the authenticator to sign for the second step: one of the pending account's passkeys. */
export async function beginPasskeySecondStep(context: Context): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { user } = await pendingSignIn(context);
  return beginPasskeyAuthentication(context.services, 'SECOND_FACTOR', user.id);
}

/** The second step with a passkey instead of a code. */
export async function finishSignInWithPasskey(context: Context, response: AuthenticationResponseJSON, rememberBrowser: boolean): Promise<User> {
  const { token, user } = await pendingSignIn(context);
  try {
    await verifyPasskeyAssertion(context.services, 'SECOND_FACTOR', user.id, response);
  } catch (error) {
    await recordFailedSecondStep(context, user, 'passkey refused');
    throw error;
  }
  await finishPendingSignIn(context, token, user, rememberBrowser, 'PASSKEY_SECOND_FACTOR');
  return user;
}

/**
 * Signing in with a passkey alone: the authenticator picks the account (the passkey names it) and checks its owner
 * (PIN or biometrics), which together stand for both steps.
 */
export async function signInWithPasskey(context: Context, response: AuthenticationResponseJSON): Promise<User> {
  await context.services.rateLimits.consume('signInPerAddress', context.clientIp);
  const user = await verifyPasskeyAssertion(context.services, 'SIGN_IN', null, response);
  await signInNow(context, user, 'PASSKEY');
  return user;
}
