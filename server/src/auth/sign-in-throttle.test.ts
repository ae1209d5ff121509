import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { linkIn } from '../../test-support/mail-catcher';
import { registerVerified, uniqueEmail } from '../../test-support/accounts';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { accountDelaySeconds, freeAttemptsPerAccount } from './sign-in-throttle';

jest.setTimeout(60_000);

const signInMutation = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ... on SignInPayload { user { email } }
    ... on RateLimitedError { retryAfterSeconds }
  }
}`;
const requestLinkMutation = `mutation RequestLink($email: String!) {
  requestSignInLink(input: { email: $email }) { __typename ... on RequestSignInLinkPayload { sent } ... on RateLimitedError { retryAfterSeconds } }
}`;
const signInWithLinkMutation = `mutation SignInWithLink($token: String!) {
  signInWithLink(input: { token: $token }) { __typename ... on SignInWithLinkPayload { user { email emailVerified } } ... on Error { message } }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Client = ReturnType<TestApp['client']>;

async function signIn(client: Client, email: string, password: string) {
  return (await client.data(signInMutation, { input: { email, password } })).signIn;
}

/** Wrong passwords from as many addresses as attempts, as a botnet would send them. */
async function failFromManyAddresses(email: string, attempts: number) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    expect((await signIn(t.client(), email, `wrong guess ${attempt}`)).__typename).toBe('InvalidCredentialsError');
  }
}

async function signInLinkToken(email: string, since: number) {
  return linkIn(await t.mail.waitFor(email, /sign-in link/, { since }), '/login/link').searchParams.get('token')!;
}

describe('password guessing', () => {
  it('ten wrong passwords from ten addresses do not lock the owner out', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    await failFromManyAddresses(email, 10);
    expect((await signIn(t.client(), email, 'correct horse battery')).__typename).toBe('SignInPayload');
  });

  it('gives one address five tries at an account, while the owner signs in from their own', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    const attacker = t.client();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await signIn(attacker, email, `wrong guess ${attempt}`)).__typename);
    expect(answers).toEqual([...Array(5).fill('InvalidCredentialsError'), 'RateLimitedError']);
    // Even the right password is refused from there now: that address may not guess any more.
    expect((await signIn(attacker, email, 'correct horse battery')).__typename).toBe('RateLimitedError');
    expect((await signIn(t.client(), email, 'correct horse battery')).__typename).toBe('SignInPayload');
  });

  it('limits an unknown address exactly like a real one', async () => {
    const email = uniqueEmail('nobody');
    const guesser = t.client();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await signIn(guesser, email, `wrong guess ${attempt}`)).__typename);
    expect(answers).toEqual([...Array(5).fill('InvalidCredentialsError'), 'RateLimitedError']);
  });

  it('slows every address down once an account has had many attempts, and the owner gets in by an emailed link', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    await failFromManyAddresses(email, freeAttemptsPerAccount);
    // The next attempt goes through; the one after must wait, whoever makes it and whatever the password.
    expect((await signIn(t.client(), email, 'wrong again')).__typename).toBe('InvalidCredentialsError');
    const owner = t.client();
    const refused = await signIn(owner, email, 'correct horse battery');
    expect(refused).toEqual({ __typename: 'RateLimitedError', retryAfterSeconds: expect.any(Number) });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);

    const since = t.mail.received.length;
    expect((await owner.data(requestLinkMutation, { email })).requestSignInLink).toEqual({ __typename: 'RequestSignInLinkPayload', sent: true });
    const token = await signInLinkToken(email, since);
    const { signInWithLink } = await owner.data(signInWithLinkMutation, { token });
    expect(signInWithLink).toEqual({ __typename: 'SignInWithLinkPayload', user: { email, emailVerified: true } });
    expect((await owner.data(`{ viewer { email } }`)).viewer).toEqual({ email });
  });

  it('doubles the wait with each attempt past the free ones, up to 15 minutes', () => {
    expect(accountDelaySeconds(freeAttemptsPerAccount)).toBe(0);
    const waits = [1, 2, 3, 4, 5].map((extra) => accountDelaySeconds(freeAttemptsPerAccount + extra));
    expect(waits).toEqual([2, 4, 8, 16, 32]);
    expect(accountDelaySeconds(freeAttemptsPerAccount + 50)).toBe(15 * 60);
  });
});

describe('sign-in links', () => {
  it('work once, and sign in only the browser that follows them', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    const since = t.mail.received.length;
    await t.client().data(requestLinkMutation, { email });
    const token = await signInLinkToken(email, since);
    const browser = t.client();
    expect((await browser.data(signInWithLinkMutation, { token })).signInWithLink.__typename).toBe('SignInWithLinkPayload');
    expect(browser.lastSetCookie.some((line) => line.startsWith('parley_session='))).toBe(true);
    const reused = await t.client().data(signInWithLinkMutation, { token });
    expect(reused.signInWithLink.__typename).toBe('InvalidTokenError');
  });

  it('expire after 15 minutes and are stored hashed', async () => {
    const { email, userId } = await registerVerified(t.client(), t.mail);
    const since = t.mail.received.length;
    await t.client().data(requestLinkMutation, { email });
    const token = await signInLinkToken(email, since);
    const stored = await t.database.prisma.authToken.findFirstOrThrow({ where: { kind: 'SIGN_IN', email } });
    expect(stored.tokenHash).not.toContain(token);
    expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 15 * 60 * 1000)).toBeLessThan(1000);
    expect(stored.userId).toBe(Buffer.from(userId, 'base64').toString('utf8').split(':')[1]);
    await t.database.prisma.authToken.update({ where: { id: stored.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await t.client().data(signInWithLinkMutation, { token })).signInWithLink.__typename).toBe('InvalidTokenError');
  });

  it('are answered alike for an address without an account, which gets nothing', async () => {
    const unknown = uniqueEmail('ghost');
    const known = (await registerVerified(t.client(), t.mail)).email;
    const since = t.mail.received.length;
    const answers = [unknown, known].map(async (email) => (await t.client().data(requestLinkMutation, { email })).requestSignInLink);
    const [forUnknown, forKnown] = await Promise.all(answers);
    expect(forUnknown).toEqual(forKnown);
    await signInLinkToken(known, since);
    expect(t.mail.received.slice(since).some((message) => message.to.includes(unknown))).toBe(false);
  });

  it('are limited per address asked for, from any number of clients', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await t.client().data(requestLinkMutation, { email })).requestSignInLink.__typename);
    expect(answers).toEqual([...Array(5).fill('RequestSignInLinkPayload'), 'RateLimitedError']);
  });
});
