import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as OTPAuth from 'otpauth';
import type { TestClient } from '../../test-support/graphql-client';
import { linkIn } from '../../test-support/mail-catcher';
import { databaseId, ownerWithOrganization, registerVerified, teammateOf } from '../../test-support/accounts';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const password = 'correct horse battery';

const beginMutation = `mutation { beginTwoFactorSetup { __typename ... on BeginTwoFactorSetupPayload { secret otpauthUri qrCodeDataUrl } ... on Error { message } } }`;
const confirmMutation = `mutation($code: String!) {
  confirmTwoFactorSetup(input: { code: $code }) {
    __typename
    ... on ConfirmTwoFactorSetupPayload { recoveryCodes user { twoFactorEnabled recoveryCodesRemaining } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;
const signInMutation = `mutation($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) {
    __typename ... on SignInPayload { user { id } } ... on SecondFactorRequiredError { codes passkeys recoveryCodes } ... on Error { message }
  }
}`;
const completeMutation = `mutation($code: String!, $remember: Boolean) {
  completeSignIn(input: { code: $code, rememberBrowser: $remember }) {
    __typename
    ... on CompleteSignInPayload { user { id } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;
const disableMutation = `mutation($currentPassword: String!, $code: String!) {
  disableTwoFactor(input: { currentPassword: $currentPassword, code: $code }) {
    __typename ... on DisableTwoFactorPayload { user { twoFactorEnabled } } ... on ValidationError { fieldErrors { field } } ... on Error { message }
  }
}`;
const viewerQuery = `{ viewer { id twoFactorEnabled recoveryCodesRemaining twoFactorSetupRequired } }`;
const signOutMutation = `mutation { signOut(input: {}) { __typename } }`;

/** The clock the app reads: tests move it on by whole 30-second steps, so that each new code is a new one. */
let clock = Date.parse('2026-11-24T10:00:05Z');
const advanceOneStep = () => {
  clock += 30_000;
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app holding this secret shows at the app's current time. */
const codeFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: clock });

/** A verified person who has set up codes; returns the secret and recovery codes as the screens showed them. */
async function enrolled(client: TestClient = t.client()) {
  const account = await registerVerified(client, t.mail);
  const { beginTwoFactorSetup } = await client.data(beginMutation);
  const { confirmTwoFactorSetup } = await client.data(confirmMutation, { code: codeFor(beginTwoFactorSetup.secret) });
  if (confirmTwoFactorSetup.__typename !== 'ConfirmTwoFactorSetupPayload') throw new Error(JSON.stringify(confirmTwoFactorSetup));
  return { ...account, client, secret: beginTwoFactorSetup.secret as string, recoveryCodes: confirmTwoFactorSetup.recoveryCodes as string[] };
}

async function passwordStep(email: string, client = t.client()) {
  const { signIn } = await client.data(signInMutation, { email, password });
  return { client, signIn };
}

describe('setting up two-factor sign-in', () => {
  it('shows a QR code and secret, turns on only after a correct code, and gives ten recovery codes stored only as hashes', async () => {
    const client = t.client();
    const { userId } = await registerVerified(client, t.mail);
    const { beginTwoFactorSetup } = await client.data(beginMutation);
    expect(beginTwoFactorSetup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(beginTwoFactorSetup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Parley:.+secret=/);
    expect(beginTwoFactorSetup.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(beginTwoFactorSetup.qrCodeDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');

    const stored = await t.database.prisma.twoFactor.findUniqueOrThrow({ where: { userId: databaseId(userId) } });
    expect(stored.encryptedSecret).not.toContain(beginTwoFactorSetup.secret);

    const wrong = await client.data(confirmMutation, { code: '000000' === codeFor(beginTwoFactorSetup.secret) ? '111111' : '000000' });
    expect(wrong.confirmTwoFactorSetup).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'code' }] });
    expect((await client.data(viewerQuery)).viewer.twoFactorEnabled).toBe(false);

    const { confirmTwoFactorSetup } = await client.data(confirmMutation, { code: codeFor(beginTwoFactorSetup.secret) });
    expect(confirmTwoFactorSetup.user).toEqual({ twoFactorEnabled: true, recoveryCodesRemaining: 10 });
    expect(confirmTwoFactorSetup.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmTwoFactorSetup.recoveryCodes).size).toBe(10);
    const hashes = await t.database.prisma.recoveryCode.findMany({ where: { userId: databaseId(userId) } });
    expect(hashes.map((row) => row.codeHash)).not.toEqual(expect.arrayContaining([expect.stringContaining(confirmTwoFactorSetup.recoveryCodes[0].replace('-', ''))]));
  });
});

describe('signing in with a second step', () => {
  it('asks for a code after the password, signs in with a current one, and never accepts the same code twice', async () => {
    const { email, secret, userId } = await enrolled();
    const { client, signIn } = await passwordStep(email);
    expect(signIn).toMatchObject({ __typename: 'SecondFactorRequiredError', codes: true, passkeys: false, recoveryCodes: true });
    expect((await client.data(viewerQuery)).viewer).toBeNull();

    // The code that confirmed the setup belongs to this step: replaying it is refused.
    const replayed = await client.data(completeMutation, { code: codeFor(secret) });
    expect(replayed.completeSignIn).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'code' }] });
    expect((await client.data(viewerQuery)).viewer).toBeNull();

    advanceOneStep();
    const code = codeFor(secret);
    const { completeSignIn } = await client.data(completeMutation, { code });
    expect(completeSignIn).toEqual({ __typename: 'CompleteSignInPayload', user: { id: userId } });
    expect((await client.data(viewerQuery)).viewer.id).toBe(userId);

    const { client: other } = await passwordStep(email);
    expect((await other.data(completeMutation, { code })).completeSignIn.__typename).toBe('ValidationError');
    expect((await other.data(viewerQuery)).viewer).toBeNull();
  });

  it('takes each recovery code once', async () => {
    const { email, recoveryCodes, userId } = await enrolled();
    const { client } = await passwordStep(email);
    const { completeSignIn } = await client.data(completeMutation, { code: recoveryCodes[3].toUpperCase() });
    expect(completeSignIn).toEqual({ __typename: 'CompleteSignInPayload', user: { id: userId } });
    expect((await client.data(viewerQuery)).viewer.recoveryCodesRemaining).toBe(9);

    const { client: again } = await passwordStep(email);
    expect((await again.data(completeMutation, { code: recoveryCodes[3] })).completeSignIn.__typename).toBe('ValidationError');
    expect((await again.data(viewerQuery)).viewer).toBeNull();
  });

  it('refuses further codes once ten wrong ones were tried, even a right one', async () => {
    const { email, secret } = await enrolled();
    const { client } = await passwordStep(email);
    advanceOneStep();
    const right = codeFor(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await client.data(completeMutation, { code: wrong })).completeSignIn.__typename).toBe('ValidationError');
    }
    expect((await client.data(completeMutation, { code: right })).completeSignIn.__typename).toBe('RateLimitedError');
    expect((await client.data(viewerQuery)).viewer).toBeNull();
  });

  it('needs a pending sign-in: a code alone signs nobody in', async () => {
    const { secret } = await enrolled();
    advanceOneStep();
    const stranger = t.client();
    expect((await stranger.data(completeMutation, { code: codeFor(secret) })).completeSignIn.__typename).toBe('InvalidTokenError');
    expect((await stranger.data(viewerQuery)).viewer).toBeNull();
  });

  it('skips the step for 30 days on a remembered browser, and only there', async () => {
    const { email, secret, userId } = await enrolled();
    const { client } = await passwordStep(email);
    advanceOneStep();
    await client.data(completeMutation, { code: codeFor(secret), remember: true });
    const cookie = client.lastSetCookie.find((line) => line.startsWith('parley_trusted_browser='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const expires = new Date(/expires=([^;]+)/i.exec(cookie)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
    await client.data(signOutMutation);

    const { signIn } = await passwordStep(email, client);
    expect(signIn).toEqual({ __typename: 'SignInPayload', user: { id: userId } });
    expect((await passwordStep(email)).signIn.__typename).toBe('SecondFactorRequiredError');

    // Forgetting remembered browsers takes it back, this browser's included.
    expect((await client.data(`{ viewer { rememberedBrowsers } }`)).viewer.rememberedBrowsers).toBe(1);
    const { forgetRememberedBrowsers } = await client.data(`mutation { forgetRememberedBrowsers { __typename ... on ForgetRememberedBrowsersPayload { user { rememberedBrowsers } } } }`);
    expect(forgetRememberedBrowsers).toEqual({ __typename: 'ForgetRememberedBrowsersPayload', user: { rememberedBrowsers: 0 } });
    await client.data(signOutMutation);
    expect((await passwordStep(email, client)).signIn.__typename).toBe('SecondFactorRequiredError');
  });

  it('forgets every remembered browser when the password is changed or reset', async () => {
    const { email, secret } = await enrolled();
    const signInWith = (client: TestClient, withPassword: string) => client.data(signInMutation, { email, password: withPassword });
    const remembered = async (withPassword: string) => {
      const client = t.client();
      await signInWith(client, withPassword);
      advanceOneStep();
      await client.data(completeMutation, { code: codeFor(secret), remember: true });
      return client;
    };
    const changePassword = `mutation($current: String!, $next: String!) { changePassword(input: { currentPassword: $current, newPassword: $next }) { __typename } }`;

    const laptop = await remembered(password);
    const phone = await remembered(password);
    const changed = 'an entirely new passphrase';
    expect((await laptop.data(changePassword, { current: password, next: changed })).changePassword.__typename).toBe('ChangePasswordPayload');
    expect((await phone.data(viewerQuery)).viewer).toBeNull();
    await laptop.data(signOutMutation);
    expect((await signInWith(laptop, changed)).signIn.__typename).toBe('SecondFactorRequiredError');
    expect((await signInWith(phone, changed)).signIn.__typename).toBe('SecondFactorRequiredError');

    // A reset from a remembered browser asks for the second step there too.
    const tablet = await remembered(changed);
    const since = t.mail.received.length;
    await tablet.data(`mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }`, { email });
    const token = linkIn(await t.mail.waitFor(email, /Reset your password/, { since }), '/reset').searchParams.get('token');
    const reset = await tablet.data(`mutation($token: String!) { resetPassword(input: { token: $token, password: "yet another new passphrase" }) { __typename } }`, { token });
    expect(reset.resetPassword.__typename).toBe('SecondFactorRequiredError');
    expect((await tablet.data(viewerQuery)).viewer).toBeNull();
    expect(await t.database.prisma.trustedBrowser.count({ where: { user: { email } } })).toBe(0);
  });

  it('asks for the second step after an emailed sign-in link too', async () => {
    const { email, secret, userId } = await enrolled();
    const client = t.client();
    const since = t.mail.received.length;
    await client.data(`mutation($email: String!) { requestSignInLink(input: { email: $email }) { __typename } }`, { email });
    const token = linkIn(await t.mail.waitFor(email, /sign-in link/, { since }), '/login/link').searchParams.get('token');
    const { signInWithLink } = await client.data(`mutation($token: String!) { signInWithLink(input: { token: $token }) { __typename } }`, { token });
    expect(signInWithLink.__typename).toBe('SecondFactorRequiredError');
    expect((await client.data(viewerQuery)).viewer).toBeNull();
    advanceOneStep();
    expect((await client.data(completeMutation, { code: codeFor(secret) })).completeSignIn).toEqual({ __typename: 'CompleteSignInPayload', user: { id: userId } });
  });

  it('asks for the second step after a password reset too', async () => {
    const { email, secret, userId } = await enrolled();
    const client = t.client();
    const since = t.mail.received.length;
    await client.data(`mutation($email: String!) { requestPasswordReset(input: { email: $email }) { __typename } }`, { email });
    const token = linkIn(await t.mail.waitFor(email, /Reset your password/, { since }), '/reset').searchParams.get('token');
    const reset = await client.data(`mutation($token: String!) { resetPassword(input: { token: $token, password: "a brand new passphrase" }) { __typename } }`, { token });
    expect(reset.resetPassword.__typename).toBe('SecondFactorRequiredError');
    expect((await client.data(viewerQuery)).viewer).toBeNull();
    advanceOneStep();
    expect((await client.data(completeMutation, { code: codeFor(secret) })).completeSignIn).toEqual({ __typename: 'CompleteSignInPayload', user: { id: userId } });
  });

  it('turns off with the password and a current code, after which sign-in asks for none', async () => {
    const { email, secret, client } = await enrolled();
    advanceOneStep();
    const badPassword = await client.data(disableMutation, { currentPassword: 'not my password', code: codeFor(secret) });
    expect(badPassword.disableTwoFactor).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'currentPassword' }] });
    expect((await client.data(viewerQuery)).viewer.twoFactorEnabled).toBe(true);

    const { disableTwoFactor } = await client.data(disableMutation, { currentPassword: password, code: codeFor(secret) });
    expect(disableTwoFactor).toEqual({ __typename: 'DisableTwoFactorPayload', user: { twoFactorEnabled: false } });
    expect((await passwordStep(email)).signIn.__typename).toBe('SignInPayload');
  });
});

describe('an organization that requires two-factor sign-in', () => {
  const organizationQuery = `query($id: ID!) { node(id: $id) { ... on Organization { name } } }`;
  const requireMutation = `mutation($organizationId: ID!, $required: Boolean!) {
    setTwoFactorRequirement(input: { organizationId: $organizationId, required: $required }) {
      __typename ... on SetTwoFactorRequirementPayload { organization { requireTwoFactor } } ... on ValidationError { fieldErrors { field } } ... on Error { message }
    }
  }`;

  it('is switched on only by an owner who has it, and keeps members without it out until they set it up', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');

    const tooEarly = await owner.data(requireMutation, { organizationId, required: true });
    expect(tooEarly.setTwoFactorRequirement).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'required' }] });
    expect((await agent.client.data(requireMutation, { organizationId, required: true })).setTwoFactorRequirement.__typename).toBe('NotAuthorizedError');

    const { secret } = await (async () => {
      const { beginTwoFactorSetup } = await owner.data(beginMutation);
      await owner.data(confirmMutation, { code: codeFor(beginTwoFactorSetup.secret) });
      return beginTwoFactorSetup;
    })();
    expect(secret).toBeTruthy();
    const { setTwoFactorRequirement } = await owner.data(requireMutation, { organizationId, required: true });
    expect(setTwoFactorRequirement).toEqual({ __typename: 'SetTwoFactorRequirementPayload', organization: { requireTwoFactor: true } });
    expect((await owner.data(organizationQuery, { id: organizationId })).node).toEqual({ name: 'Acme' });

    expect((await agent.client.data(viewerQuery)).viewer.twoFactorSetupRequired).toBe(true);
    // The organization is out of sight until then, and anything done in it is refused with its own error.
    expect((await agent.client.data(`{ viewer { activeOrganization { name } memberships { id } } }`)).viewer).toEqual({ activeOrganization: null, memberships: [] });
    expect((await agent.client.data(organizationQuery, { id: organizationId })).node).toBeNull();
    const mutationRefused = await agent.client.data(`mutation($id: ID!) { leaveOrganization(input: { organizationId: $id }) { __typename ... on Error { message } } }`, { id: organizationId });
    expect(mutationRefused.leaveOrganization).toEqual({ __typename: 'TwoFactorRequiredError', message: expect.stringMatching(/requires two-factor sign-in/) });
    expect(await t.database.prisma.membership.count({ where: { userId: databaseId(agent.userId), organizationId: databaseId(organizationId) } })).toBe(1);

    const { beginTwoFactorSetup } = await agent.client.data(beginMutation);
    await agent.client.data(confirmMutation, { code: codeFor(beginTwoFactorSetup.secret) });
    expect((await agent.client.data(viewerQuery)).viewer.twoFactorSetupRequired).toBe(false);
    expect((await agent.client.data(organizationQuery, { id: organizationId })).node).toEqual({ name: 'Acme' });
    expect((await agent.client.data(`{ viewer { activeOrganization { name } } }`)).viewer.activeOrganization).toEqual({ name: 'Acme' });
  });

  it('leads a member who is already signed in to set it up at their next step, once the owner switches it on', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');
    const before = await agent.client.request(organizationQuery, { id: organizationId });
    expect(before).toEqual({ data: { node: { name: 'Acme' } } });

    const { beginTwoFactorSetup } = await owner.data(beginMutation);
    await owner.data(confirmMutation, { code: codeFor(beginTwoFactorSetup.secret) });
    await owner.data(requireMutation, { organizationId, required: true });

    // The same query in the same session: the organization is out of sight, and the answer says why.
    const after = await agent.client.request(organizationQuery, { id: organizationId });
    expect(after).toEqual({ data: { node: null }, extensions: { twoFactorRequired: true } });
    const refused = await agent.client.request(`mutation($id: ID!) { leaveOrganization(input: { organizationId: $id }) { __typename } }`, { id: organizationId });
    expect(refused).toEqual({ data: { leaveOrganization: { __typename: 'TwoFactorRequiredError' } }, extensions: { twoFactorRequired: true } });
    // Nothing is marked for someone the requirement does not concern.
    expect((await owner.request(organizationQuery, { id: organizationId })).extensions).toBeUndefined();
  });
});
