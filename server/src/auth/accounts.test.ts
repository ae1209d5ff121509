import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { linkIn } from '../../test-support/mail-catcher';
import { databaseId, registerMutation, registerVerified, uniqueEmail, verificationTokenFor, verifyEmailMutation } from '../../test-support/accounts';
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

const alreadyConfirmedMutation = `mutation Verify($token: String!) {
  verifyEmail(input: { token: $token }) {
    __typename
    ... on VerifyEmailPayload { signedIn alreadyConfirmed user { email emailVerified } }
    ... on Error { message }
  }
}`;
const resetLinkQuery = `query ResetLink($token: String!) { passwordResetLinkUsable(token: $token) }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registration and verification', () => {
  it('answers "check your inbox" without signing in; the emailed link verifies the address once and signs that browser in', async () => {
    const client = t.client();
    const email = uniqueEmail('Mixed.Case');
    const { register } = await client.data(registerMutation, {
      input: { name: 'Grace Hopper', email: `  ${email.toUpperCase()} `, password: 'a long passphrase' },
    });
    expect(register).toEqual({ __typename: 'RegisterPayload', email: email.toLowerCase(), user: null });
    expect(client.lastSetCookie).toEqual([]);
    expect((await client.data(viewerQuery)).viewer).toBeNull();

    const token = await verificationTokenFor(t.mail, email.toLowerCase());
    const first = await client.data(verifyEmailMutation, { token });
    expect(first.verifyEmail).toMatchObject({ __typename: 'VerifyEmailPayload', signedIn: true, user: { emailVerified: true } });
    const cookie = client.lastSetCookie.find((line) => line.startsWith('parley_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.data(viewerQuery)).viewer).toMatchObject({ email: email.toLowerCase(), emailVerified: true });
  });

  it('answers a confirmation link opened again with "already confirmed", signing nobody in', async () => {
    const email = uniqueEmail();
    await t.client().data(registerMutation, { input: { name: 'Grace Hopper', email, password: 'a long passphrase' } });
    const token = await verificationTokenFor(t.mail, email);
    const owner = t.client();
    expect((await owner.data(alreadyConfirmedMutation, { token })).verifyEmail).toMatchObject({ signedIn: true, alreadyConfirmed: false });

    const elsewhere = t.client();
    const again = await elsewhere.data(alreadyConfirmedMutation, { token });
    expect(again.verifyEmail).toEqual({ __typename: 'VerifyEmailPayload', signedIn: false, alreadyConfirmed: true, user: null });
    expect(elsewhere.lastSetCookie).toEqual([]);
    expect((await elsewhere.data(viewerQuery)).viewer).toBeNull();
    const sameBrowser = await owner.data(alreadyConfirmedMutation, { token });
    expect(sameBrowser.verifyEmail).toMatchObject({ signedIn: true, alreadyConfirmed: true, user: { email, emailVerified: true } });

    const unknown = await t.client().data(alreadyConfirmedMutation, { token: 'not-a-real-link' });
    expect(unknown.verifyEmail.__typename).toBe('InvalidTokenError');
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

  it('answers an address that has an account exactly like a new one, and emails its holder instead', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    const since = t.mail.received.length;
    const again = t.client();
    const { register } = await again.data(registerMutation, {
      input: { name: 'Someone', email: email.toUpperCase(), password: 'another passphrase' },
    });
    const fresh = t.client();
    const freshEmail = uniqueEmail();
    const { register: newAccount } = await fresh.data(registerMutation, { input: { name: 'Someone', email: freshEmail, password: 'another passphrase' } });
    expect(register).toEqual({ __typename: 'RegisterPayload', email, user: null });
    expect(newAccount).toEqual({ __typename: 'RegisterPayload', email: freshEmail, user: null });
    expect(again.lastSetCookie).toEqual(fresh.lastSetCookie);

    const notice = await t.mail.waitFor(email, /already have a Parley account/, { since });
    expect(linkIn(notice, '/login').searchParams.get('email')).toBe(email);
    await t.mail.waitFor(freshEmail, /Confirm your email/);
    expect(t.mail.received.slice(since).filter((message) => message.to.includes(email))).toHaveLength(1);
    expect(await t.database.prisma.user.count({ where: { email } })).toBe(1);
    const withNewPassword = await t.client().data(signInMutation, { input: { email, password: 'another passphrase' } });
    expect(withNewPassword.signIn.__typename).toBe('InvalidCredentialsError');
  });

  it('resends the link to unverified users and answers alike for unknown addresses', async () => {
    const client = t.client();
    const email = uniqueEmail();
    await client.data(registerMutation, { input: { name: 'Pat', email, password: 'a long passphrase' } });
    await t.mail.waitFor(email, /Confirm your email/);
    const since = t.mail.received.length;
    expect((await client.data(resendMutation, { email })).resendVerification).toEqual({ __typename: 'ResendVerificationPayload', sent: true });
    const resent = await t.mail.waitFor(email, /Confirm your email/, { since });
    expect(linkIn(resent, '/verify').searchParams.get('token')).toBeTruthy();

    const unknown = uniqueEmail('nobody');
    const answer = await t.client().data(resendMutation, { email: unknown });
    expect(answer.resendVerification).toEqual({ __typename: 'ResendVerificationPayload', sent: true });
    await t.app.services.background.idle();
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

  it('tells whether a reset link still works before any password is typed, without using it', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    const usable = async (token: string) => (await t.client().data(resetLinkQuery, { token })).passwordResetLinkUsable;
    const requestLink = async () => {
      const since = t.mail.received.length;
      await t.client().data(requestResetMutation, { email });
      return linkIn(await t.mail.waitFor(email, /Reset your password/, { since }), '/reset').searchParams.get('token')!;
    };

    const replaced = await requestLink();
    const token = await requestLink();
    expect(await usable(replaced)).toBe(false);
    expect(await usable(token)).toBe(true);
    expect(await usable(token)).toBe(true);
    expect(await usable('not-a-real-link')).toBe(false);
    expect((await t.client().data(resetMutation, { token, password: 'a brand new passphrase' })).resetPassword.__typename).toBe('ResetPasswordPayload');
    expect(await usable(token)).toBe(false);

    const expiring = await requestLink();
    await t.database.prisma.authToken.updateMany({ where: { email, kind: 'RESET_PASSWORD', usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await usable(expiring)).toBe(false);
  });

  it('answers alike for an unknown address and sends nothing', async () => {
    const unknown = uniqueEmail('ghost');
    const answer = await t.client().data(requestResetMutation, { email: unknown });
    expect(answer.requestPasswordReset).toEqual({ __typename: 'RequestPasswordResetPayload', sent: true });
    await t.app.services.background.idle();
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
      await registerVerified(client, secure.mail);
      expect(client.lastSetCookie.find((line) => line.startsWith('parley_session='))).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });

  it('does not mark it Secure over plain http', async () => {
    const client = t.client();
    await registerVerified(client, t.mail);
    expect(client.lastSetCookie.find((line) => line.startsWith('parley_session='))).not.toMatch(/;\s*Secure/i);
  });
});

describe('password strength', () => {
  it('refuses common and repetitive passwords with advice, and creates nothing', async () => {
    for (const password of ['password123', 'aaaaaaaaaa']) {
      const email = uniqueEmail('weak');
      const { register } = await t.client().data(registerMutation, { input: { name: 'Pat Weak', email, password } });
      expect(register.__typename).toBe('ValidationError');
      expect(register.fieldErrors).toEqual([{ field: 'password', message: expect.stringMatching(/^This password is too easy to guess\. .+/) }]);
      expect(await t.database.prisma.user.findUnique({ where: { email } })).toBeNull();
    }
    const { register } = await t.client().data(registerMutation, { input: { name: 'Pat Weak', email: uniqueEmail('weak'), password: 'password123' } });
    expect(register.fieldErrors[0].message).toMatch(/commonly used password/);
  });

  it('counts the person’s own name as easy to guess', async () => {
    const mine = await t.client().data(registerMutation, { input: { name: 'Zorblax Quintrell', email: uniqueEmail('zq'), password: 'zorblax quintrell 7' } });
    expect(mine.register.__typename).toBe('ValidationError');
    const someoneElses = await t.client().data(registerMutation, { input: { name: 'Ada Byron', email: uniqueEmail('ab'), password: 'zorblax quintrell 7' } });
    expect(someoneElses.register.__typename).toBe('RegisterPayload');
  });

  it('refuses a weak new password on reset, keeping the link usable', async () => {
    const { email } = await registerVerified(t.client(), t.mail);
    await t.client().data(requestResetMutation, { email });
    const token = linkIn(await t.mail.waitFor(email, /Reset your password/), '/reset').searchParams.get('token')!;
    const weak = await t.client().data(resetMutation, { token, password: 'password123' });
    expect(weak.resetPassword.__typename).toBe('ValidationError');
    const strong = await t.client().data(resetMutation, { token, password: 'a brand new passphrase' });
    expect(strong.resetPassword.__typename).toBe('ResetPasswordPayload');
  });

  it('refuses a weak new password on change, keeping the old one', async () => {
    const client = t.client();
    const { email } = await registerVerified(client, t.mail);
    const { changePassword } = await client.data(
      `mutation { changePassword(input: { currentPassword: "correct horse battery", newPassword: "aaaaaaaaaa" }) { __typename ... on ValidationError { fieldErrors { field message } } } }`,
    );
    expect(changePassword).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'newPassword', message: expect.stringMatching(/too easy to guess/) }] });
    const oldPassword = await t.client().data(signInMutation, { input: { email, password: 'correct horse battery' } });
    expect(oldPassword.signIn.__typename).toBe('SignInPayload');
  });
});
