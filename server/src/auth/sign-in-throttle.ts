import type { RateLimits } from './rate-limits';

/** Password attempts on one account, from anywhere, that go through before each further attempt must wait its turn. */
export const freeAttemptsPerAccount = 20;
const maximumDelaySeconds = 15 * 60;

/** The wait before the next password attempt on an account that has had `attempts` in the last hour: doubling from 2 s, at most 15 minutes. */
export function accountDelaySeconds(attempts: number): number {
  if (attempts <= freeAttemptsPerAccount) return 0;
  return Math.min(maximumDelaySeconds, 2 ** Math.min(attempts - freeAttemptsPerAccount, 20));
}

type Attempt = { email: string; address: string };

/**
 * Password guessing is limited three ways, so that nobody can lock an owner out by failing on purpose:
 * tightly per account and address (an attacker's address runs out, the owner's does not), loosely per
 * address (one address trying many accounts), and per account from every address with growing delays
 * (many addresses guessing one password). A delayed owner can still sign in with an emailed link.
 *
 * Every attempt is counted before the password is checked, so concurrent attempts cannot slip past a limit.
 * Throws RateLimitedError when this attempt may not be made now.
 */
export async function admitPasswordAttempt(rateLimits: RateLimits, { email, address }: Attempt): Promise<void> {
  await rateLimits.consume('signInPerAddress', address);
  await rateLimits.consume('signInPerAccountAndAddress', `${email}|${address}`);
  const attempts = await rateLimits.count('signInPerAccount', email);
  const delay = accountDelaySeconds(attempts);
  if (delay === 0) return;
  try {
    await rateLimits.takeTurn('signInAccountTurn', email, delay);
  } catch (error) {
    // A refused attempt checked no password, so it does not make the next wait longer.
    await rateLimits.refund('signInPerAccount', email);
    throw error;
  }
}

/** The owner got in: their own address starts afresh, and their attempt does not count towards the account's delays. */
export async function recordSuccessfulSignIn(rateLimits: RateLimits, { email, address }: Attempt): Promise<void> {
  await rateLimits.reset('signInPerAccountAndAddress', `${email}|${address}`);
  await rateLimits.refund('signInPerAccount', email);
}

/** Signing in with an emailed link proves the owner: their address starts afresh. */
export async function recordSignInByLink(rateLimits: RateLimits, attempt: Attempt): Promise<void> {
  await rateLimits.reset('signInPerAccountAndAddress', `${attempt.email}|${attempt.address}`);
}
