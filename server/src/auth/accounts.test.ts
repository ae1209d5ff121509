import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { linkIn } from '../../test-support/mail-catcher';
import { databaseId, registerMutation, registerVerified, uniqueEmail, verifyEmailMutation } from '../../test-support/accounts';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const viewerQuery = `{ viewer { id email name emailVerified sessions { id current } } }`;
const signInMutation = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ... on SignInPayload { user { id } }
    ... on Error { message }
    ... on RateLimitedError { retryAfterSeconds }
  }
}`;
const requestResetMutation = `mutation RequestReset($email: String!) {
  requestPasswordReset(input: { email: $email }) { __typename ... on RequestPasswordResetPayload { sent } ... on Error { message } }
}`;
const resetMutation = `mutation Reset($token: String!, $password: String!) {
  resetPassword(input: { token: $token, password: $password }) { __typename ... on Error { message } }
}`;
const resendMutation = `mutation Resend($email: String) {
  resendVerification(input: { email: $email }) { __typename ... on ResendVerificationPayload { sent } ... on Error { message } }
}`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registration and verification', () => {
  it('signs the new user in, unverified, and emails a link that verifies the address once', async () => {
    const client = t.client();
    const email = uniqueEmail('Mixed.Case');
    const { register } = await client.data(registerMutation, {
      input: { name: 'Grace Hopper', email: `  ${email.toUpperCase()} `, password: 'a long passphrase' },
    });
    expect(register).toMatchObject({ __typename: 'RegisterPayload', user: { email: email.toLowerCase(), emailVerified: false } });

    const cookie = client.lastSetCookie.find((line) => line.startsWith('parley_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.data(viewerQuery)).viewer.emailVerified).toBe(false);

    const message = await t.mail.waitFor(email.toLowerCase(), /Confirm your email/);
    const token = linkIn(message, '/verify').searchParams.get('token')!;
    const first = await client.data(verifyEmailMutation, { token });
    expect(first.verifyEmail).toMatchObject({ __typename: 'VerifyEmailPayload', user: { emailVerified: true } });
    const second = await client.data(verifyEmailMutation, { token });
    expect(second.verifyEmail.__typename).toBe('InvalidTokenError');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const client = t.client();
    const email = uniqueEmail();
    const { register } = await client.data(registerMutation, { input: { name: ' ', email, password: 'short' } });
    expect(register.__typename).toBe('ValidationError');
    expect(register.fieldErrors.map((error: { field: string }) => error.field).sort()).toEqual(['name', 'password']);
    expect(await t.database.prisma.user.findUnique({ where: { email } })).toBeNull();
    expect((await client.data(viewerQuery)).viewer).toBeNull();
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    const { register } = await t.client().data(registerMutation, {
      input: { name: 'Someone', email: email.toUpperCase(), password: 'another passphrase' },
    });
    expect(register).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email' }] });
  });

  it('resends the link to unverified users and answers alike for unknown addresses', async () => {
    const client = t.client();
    const email = uniqueEmail();
    await client.data(registerMutation, { input: { name: 'Pat', email, password: 'a long passphrase' } });
    await t.mail.waitFor(email, /Confirm your email/);
    const since = t.mail.received.length;
    expect((await client.data(resendMutation, {})).resendVerification).toEqual({ __typename: 'ResendVerificationPayload', sent: true });
    const resent = await t.mail.waitFor(email, /Confirm your email/, { since });
    expect(linkIn(resent, '/verify').searchParams.get('token')).toBeTruthy();

    const unknown = uniqueEmail('nobody');
    const answer = await t.client().data(resendMutation, { email: unknown });
    expect(answer.resendVerification).toEqual({ __typename: 'ResendVerificationPayload', sent: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail.received.some((message) => message.to.includes(unknown))).toBe(false);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password only, rotating the session token', async () => {
    const first = t.client();
    const { email } = await registerVerified(first, t.mail);
    const wrong = await t.client().data(signInMutation, { input: { email, password: 'not the password' } });
    expect(wrong.signIn.__typename).toBe('InvalidCredentialsError');
    const unknown = await t.client().data(signInMutation, { input: { email: uniqueEmail(), password: 'not the password' } });
    expect(unknown.signIn).toEqual(wrong.signIn);

    const before = first.cookies.get('parley_session');
    const again = await first.data(signInMutation, { input: { email, password: 'correct horse battery' } });
    expect(again.signIn.__typename).toBe('SignInPayload');
    expect(first.cookies.get('parley_session')).not.toBe(before);
    const { viewer } = await first.data(viewerQuery);
    expect(viewer.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
  });

  it('limits sign-in attempts per address', async () => {
    const email = uniqueEmail();
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push((await t.client().data(signInMutation, { input: { email, password: 'guess guess guess' } })).signIn.__typename);
    }
    expect(answers.slice(0, 10).every((name) => name === 'InvalidCredentialsError')).toBe(true);
    expect(answers[10]).toBe('RateLimitedError');
  });

  it('ignores the session cookie on requests from another site', async () => {
    const client = t.client();
    await registerVerified(client, t.mail);
    const forged = t.client({ origin: 'https://evil.example', cookie: client.cookieHeader() });
    expect((await forged.request(viewerQuery)).data?.viewer).toBeNull();
    expect((await client.data(viewerQuery)).viewer).not.toBeNull();
  });

  it('lists sessions and revokes one, signing that browser out', async () => {
    const laptop = t.client();
    const { email } = await registerVerified(laptop, t.mail);
    const phone = t.client();
    await phone.data(signInMutation, { input: { email, password: 'correct horse battery' } });
    const { viewer } = await laptop.data(viewerQuery);
    expect(viewer.sessions).toHaveLength(2);
    const phoneSession = viewer.sessions.find((session: { current: boolean }) => !session.current);
    const revoke = await laptop.data(
      `mutation($id: ID!) { revokeSession(input: { sessionId: $id }) { __typename ... on RevokeSessionPayload { revokedSessionId } } }`,
      { id: phoneSession.id },
    );
    expect(revoke.revokeSession.revokedSessionId).toBe(phoneSession.id);
    expect((await phone.data(viewerQuery)).viewer).toBeNull();
    expect((await laptop.data(viewerQuery)).viewer).not.toBeNull();
  });

  it('extends a session that is used again, re-sending its cookie', async () => {
    const client = t.client();
    const userId = databaseId((await registerVerified(client, t.mail)).userId);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.prisma.session.updateMany({ where: { userId }, data: { lastSeenAt: twoHoursAgo, expiresAt: soon } });
    await client.data(viewerQuery);
    expect(client.lastSetCookie.some((line) => line.startsWith('parley_session='))).toBe(true);
    const session = await t.database.prisma.session.findFirstOrThrow({ where: { userId } });
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it('refuses an expired session', async () => {
    const client = t.client();
    const userId = databaseId((await registerVerified(client, t.mail)).userId);
    await t.database.prisma.session.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await client.data(viewerQuery)).viewer).toBeNull();
  });

  it('signs out', async () => {
    const client = t.client();
    await registerVerified(client, t.mail);
    const { signOut } = await client.data(`mutation { signOut(input: {}) { __typename ... on SignOutPayload { signedOut } } }`);
    expect(signOut.signedOut).toBe(true);
    expect((await client.data(viewerQuery)).viewer).toBeNull();
  });
});

describe('password reset', () => {
  it('emails a single-use link that sets a new password and ends every other session', async () => {
    const original = t.client();
    const { email } = await registerVerified(original, t.mail);
    const forgetful = t.client();
    expect((await forgetful.data(requestResetMutation, { email })).requestPasswordReset.sent).toBe(true);
    const token = linkIn(await t.mail.waitFor(email, /Reset your password/), '/reset').searchParams.get('token')!;

    const reset = await forgetful.data(resetMutation, { token, password: 'a brand new passphrase' });
    expect(reset.resetPassword.__typename).toBe('ResetPasswordPayload');
    expect((await forgetful.data(viewerQuery)).viewer.email).toBe(email);
    expect((await original.data(viewerQuery)).viewer).toBeNull();

    const reused = await t.client().data(resetMutation, { token, password: 'yet another passphrase' });
    expect(reused.resetPassword.__typename).toBe('InvalidTokenError');
    const oldPassword = await t.client().data(signInMutation, { input: { email, password: 'correct horse battery' } });
    expect(oldPassword.signIn.__typename).toBe('InvalidCredentialsError');
    const newPassword = await t.client().data(signInMutation, { input: { email, password: 'a brand new passphrase' } });
    expect(newPassword.signIn.__typename).toBe('SignInPayload');
  });

  it('answers alike for an unknown address and sends nothing', async () => {
    const unknown = uniqueEmail('ghost');
    const answer = await t.client().data(requestResetMutation, { email: unknown });
    expect(answer.requestPasswordReset).toEqual({ __typename: 'RequestPasswordResetPayload', sent: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail.received.some((message) => message.to.includes(unknown))).toBe(false);
  });
});

describe('account settings', () => {
  it('changes the password, keeping this browser signed in and signing out the others', async () => {
    const here = t.client();
    const { email } = await registerVerified(here, t.mail);
    const elsewhere = t.client();
    await elsewhere.data(signInMutation, { input: { email, password: 'correct horse battery' } });
    const wrong = await here.data(
      `mutation { changePassword(input: { currentPassword: "nope nope nope", newPassword: "fresh passphrase 1" }) { __typename ... on ValidationError { fieldErrors { field } } } }`,
    );
    expect(wrong.changePassword).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'currentPassword' }] });
    const changed = await here.data(
      `mutation { changePassword(input: { currentPassword: "correct horse battery", newPassword: "fresh passphrase 1" }) { __typename } }`,
    );
    expect(changed.changePassword.__typename).toBe('ChangePasswordPayload');
    expect((await here.data(viewerQuery)).viewer).not.toBeNull();
    expect((await elsewhere.data(viewerQuery)).viewer).toBeNull();
  });

  it('changes the email only once the new address is confirmed', async () => {
    const client = t.client();
    const { email } = await registerVerified(client, t.mail);
    const newEmail = uniqueEmail('new');
    const requested = await client.data(
      `mutation($e: String!) { requestEmailChange(input: { newEmail: $e, currentPassword: "correct horse battery" }) { __typename ... on RequestEmailChangePayload { pendingEmail } } }`,
      { e: newEmail },
    );
    expect(requested.requestEmailChange.pendingEmail).toBe(newEmail);
    expect((await client.data(viewerQuery)).viewer.email).toBe(email);
    const token = linkIn(await t.mail.waitFor(newEmail, /new email/i), '/verify').searchParams.get('token');
    const confirmed = await client.data(verifyEmailMutation, { token });
    expect(confirmed.verifyEmail.user).toMatchObject({ email: newEmail, emailVerified: true });
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://chat.example.com' } });
    try {
      const client = secure.client();
      await client.data(registerMutation, { input: { name: 'Sec', email: uniqueEmail(), password: 'a long passphrase' } });
      expect(client.lastSetCookie.find((line) => line.startsWith('parley_session='))).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });

  it('does not mark it Secure over plain http', async () => {
    const client = t.client();
    await client.data(registerMutation, { input: { name: 'Plain', email: uniqueEmail(), password: 'a long passphrase' } });
    expect(client.lastSetCookie.find((line) => line.startsWith('parley_session='))).not.toMatch(/;\s*Secure/i);
  });
});
