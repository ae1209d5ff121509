import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestClient } from '../../test-support/graphql-client';
import { databaseId, ownerWithOrganization, registerVerified, teammateOf } from '../../test-support/accounts';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const password = 'correct horse battery';
const origin = 'http://localhost:3000';

const beginRegistration = `mutation { beginPasskeyRegistration { __typename ... on BeginPasskeyRegistrationPayload { options } } }`;
const addPasskey = `mutation($name: String!, $response: JSONObject!) {
  addPasskey(input: { name: $name, response: $response }) {
    __typename
    ... on AddPasskeyPayload { passkey { id name lastUsedAt } }
    ... on ValidationError { message fieldErrors { field } }
    ... on Error { message }
  }
}`;
const beginSignIn = `mutation { beginPasskeySignIn { __typename ... on BeginPasskeySignInPayload { options } } }`;
const signInWithPasskey = `mutation($response: JSONObject!) {
  signInWithPasskey(input: { response: $response }) { __typename ... on SignInWithPasskeyPayload { user { id } } ... on Error { message } }
}`;
const signIn = `mutation($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) {
    __typename ... on SecondFactorRequiredError { codes passkeys recoveryCodes } ... on SignInPayload { user { id } } ... on Error { message }
  }
}`;
const beginSecondStep = `mutation { beginPasskeySecondStep { __typename ... on BeginPasskeySecondStepPayload { options } ... on Error { message } } }`;
const completeWithPasskey = `mutation($response: JSONObject!) {
  completeSignInWithPasskey(input: { response: $response }) { __typename ... on CompleteSignInWithPasskeyPayload { user { id } } ... on Error { message } }
}`;
const removePasskey = `mutation($passkeyId: ID!, $currentPassword: String) {
  removePasskey(input: { passkeyId: $passkeyId, currentPassword: $currentPassword }) {
    __typename ... on RemovePasskeyPayload { user { passkeys { id } } } ... on ValidationError { fieldErrors { field } } ... on Error { message }
  }
}`;
const viewerQuery = `{ viewer { id twoFactorSetupRequired passkeys { id name createdAt lastUsedAt } } }`;

let clock = Date.parse('2026-11-24T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

/** Runs the registration ceremony from account settings; returns the payload. */
async function enrol(client: TestClient, authenticator: SoftwareAuthenticator, name = 'Work laptop', overrides = {}) {
  const { beginPasskeyRegistration } = await client.data(beginRegistration);
  const response = authenticator.create(beginPasskeyRegistration.options, overrides);
  return (await client.data(addPasskey, { name, response })).addPasskey;
}

async function passwordless(client: TestClient, authenticator: SoftwareAuthenticator, overrides = {}) {
  const { beginPasskeySignIn } = await client.data(beginSignIn);
  const response = authenticator.get(beginPasskeySignIn.options, overrides);
  return { response, result: (await client.data(signInWithPasskey, { response })).signInWithPasskey };
}

async function auditActions(owner: TestClient, organizationId: string) {
  const { node } = await owner.data(`query($id: ID!) { node(id: $id) { ... on Organization { auditLog(first: 50) { edges { node { action changes } } } } } }`, { id: organizationId });
  return node.auditLog.edges.map((edge: { node: { action: string; changes: unknown } }) => edge.node);
}

describe('adding a passkey', () => {
  it('keeps a named passkey for the viewer after the authenticator answers the challenge for this site', async () => {
    const client = t.client();
    await registerVerified(client, t.mail);
    const authenticator = new SoftwareAuthenticator(origin);
    const { beginPasskeyRegistration } = await client.data(beginRegistration);
    expect(beginPasskeyRegistration.options).toMatchObject({ rp: { id: 'localhost', name: 'Parley' }, authenticatorSelection: { residentKey: 'required' } });

    const response = authenticator.create(beginPasskeyRegistration.options);
    const added = (await client.data(addPasskey, { name: '  Work laptop ', response })).addPasskey;
    expect(added).toMatchObject({ __typename: 'AddPasskeyPayload', passkey: { name: 'Work laptop', lastUsedAt: null } });
    expect((await client.data(viewerQuery)).viewer.passkeys).toEqual([{ id: added.passkey.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null }]);

    // The same answer again: its challenge was spent.
    expect((await client.data(addPasskey, { name: 'Again', response })).addPasskey.__typename).toBe('ValidationError');
    expect((await client.data(viewerQuery)).viewer.passkeys).toHaveLength(1);
  });

  it('refuses an answer made for another site, an expired challenge, or no name', async () => {
    const client = t.client();
    await registerVerified(client, t.mail);
    const authenticator = new SoftwareAuthenticator(origin);
    expect((await enrol(client, authenticator, 'Phone', { origin: 'https://evil.example' })).__typename).toBe('ValidationError');
    expect((await enrol(client, authenticator, 'Phone', { rpId: 'evil.example' })).__typename).toBe('ValidationError');
    expect(await enrol(client, authenticator, ' ')).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name' }] });

    const { beginPasskeyRegistration } = await client.data(beginRegistration);
    clock += 6 * 60 * 1000;
    const late = await client.data(addPasskey, { name: 'Phone', response: authenticator.create(beginPasskeyRegistration.options) });
    expect(late.addPasskey.__typename).toBe('ValidationError');
    expect((await client.data(viewerQuery)).viewer.passkeys).toEqual([]);
  });

  it('needs a signed-in viewer', async () => {
    expect((await t.client().data(beginRegistration)).beginPasskeyRegistration.__typename).toBe('NotAuthorizedError');
  });
});

describe('signing in with a passkey alone', () => {
  it('signs in whoever the passkey belongs to, once per challenge, and logs it', async () => {
    const owner = t.client();
    const { organizationId, userId } = await ownerWithOrganization(owner, t.mail);
    const authenticator = new SoftwareAuthenticator(origin);
    await enrol(owner, authenticator);

    const browser = t.client();
    const { response, result } = await passwordless(browser, authenticator);
    expect(result).toEqual({ __typename: 'SignInWithPasskeyPayload', user: { id: userId } });
    expect((await browser.data(viewerQuery)).viewer).toMatchObject({ id: userId, passkeys: [{ lastUsedAt: new Date(clock).toISOString() }] });

    const replayed = t.client();
    expect((await replayed.data(signInWithPasskey, { response })).signInWithPasskey.__typename).toBe('ValidationError');
    expect((await replayed.data(viewerQuery)).viewer).toBeNull();

    const entries = await auditActions(owner, organizationId);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['passkey.added', 'sign_in.succeeded']));
    expect(entries).toContainEqual({ action: 'sign_in.succeeded', changes: { method: { before: null, after: 'PASSKEY' } } });
  });

  it('refuses a copied passkey whose counter went back, an unknown passkey, and one that did not check its owner', async () => {
    const client = t.client();
    await registerVerified(client, t.mail);
    const authenticator = new SoftwareAuthenticator(origin);
    await enrol(client, authenticator);
    expect((await passwordless(t.client(), authenticator)).result.__typename).toBe('SignInWithPasskeyPayload');
    expect((await passwordless(t.client(), authenticator, { counter: 1 })).result.__typename).toBe('ValidationError');

    const stranger = new SoftwareAuthenticator(origin);
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'nobody' } });
    expect((await passwordless(t.client(), stranger)).result.__typename).toBe('ValidationError');

    authenticator.verifiesUser = false;
    const unverified = t.client();
    expect((await passwordless(unverified, authenticator)).result.__typename).toBe('ValidationError');
    expect((await unverified.data(viewerQuery)).viewer).toBeNull();
  });

  it('counts failed attempts per account like codes, and stops after ten', async () => {
    const client = t.client();
    await registerVerified(client, t.mail);
    const authenticator = new SoftwareAuthenticator(origin);
    await enrol(client, authenticator);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await passwordless(t.client(), authenticator, { origin: 'https://evil.example' })).result.__typename).toBe('ValidationError');
    }
    expect((await passwordless(t.client(), authenticator)).result.__typename).toBe('RateLimitedError');
  });
});

describe('a passkey as the second sign-in step', () => {
  it('is asked for after the password, and only the account’s own passkey finishes the sign-in', async () => {
    const client = t.client();
    const { email, userId } = await registerVerified(client, t.mail);
    const authenticator = new SoftwareAuthenticator(origin);
    await enrol(client, authenticator);
    const other = t.client();
    await registerVerified(other, t.mail);
    const otherAuthenticator = new SoftwareAuthenticator(origin);
    await enrol(other, otherAuthenticator);

    const browser = t.client();
    // Nothing but the passkey: no authenticator codes, and so no recovery codes either.
    expect((await browser.data(signIn, { email, password })).signIn).toMatchObject({ __typename: 'SecondFactorRequiredError', codes: false, passkeys: true, recoveryCodes: false });
    const { beginPasskeySecondStep } = await browser.data(beginSecondStep);
    expect(beginPasskeySecondStep.options.allowCredentials).toHaveLength(1);

    const foreign = otherAuthenticator.get({ ...beginPasskeySecondStep.options, allowCredentials: [] });
    expect((await browser.data(completeWithPasskey, { response: foreign })).completeSignInWithPasskey.__typename).toBe('ValidationError');
    expect((await browser.data(viewerQuery)).viewer).toBeNull();

    const { beginPasskeySecondStep: again } = await browser.data(beginSecondStep);
    const own = authenticator.get(again.options);
    expect((await browser.data(completeWithPasskey, { response: own })).completeSignInWithPasskey).toEqual({ __typename: 'CompleteSignInWithPasskeyPayload', user: { id: userId } });
    expect((await browser.data(viewerQuery)).viewer.id).toBe(userId);
  });

  it('needs a pending sign-in from a password first', async () => {
    expect((await t.client().data(beginSecondStep)).beginPasskeySecondStep.__typename).toBe('InvalidTokenError');
  });
});

describe('an organization that requires two-factor sign-in', () => {
  it('counts a passkey as meeting it, for the owner switching it on and for members', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const agent = await teammateOf(t, owner, organizationId, 'AGENT');
    await enrol(owner, new SoftwareAuthenticator(origin));
    const required = await owner.data(
      `mutation($id: ID!) { setTwoFactorRequirement(input: { organizationId: $id, required: true }) { __typename } }`,
      { id: organizationId },
    );
    expect(required.setTwoFactorRequirement.__typename).toBe('SetTwoFactorRequirementPayload');

    expect((await agent.client.data(viewerQuery)).viewer.twoFactorSetupRequired).toBe(true);
    await enrol(agent.client, new SoftwareAuthenticator(origin), 'Agent phone');
    expect((await agent.client.data(viewerQuery)).viewer.twoFactorSetupRequired).toBe(false);
    expect((await agent.client.data(`{ viewer { activeOrganization { name } } }`)).viewer.activeOrganization).toEqual({ name: 'Acme' });
  });
});

describe('removing a passkey', () => {
  it('asks for the password, then the passkey no longer signs in, and the log says so', async () => {
    const owner = t.client();
    const { organizationId } = await ownerWithOrganization(owner, t.mail);
    const authenticator = new SoftwareAuthenticator(origin);
    const { passkey } = await enrol(owner, authenticator);

    const wrong = await owner.data(removePasskey, { passkeyId: passkey.id, currentPassword: 'not it' });
    expect(wrong.removePasskey).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'currentPassword' }] });
    const stranger = t.client();
    await registerVerified(stranger, t.mail);
    expect((await stranger.data(removePasskey, { passkeyId: passkey.id, currentPassword: password })).removePasskey.__typename).toBe('ValidationError');
    expect(await t.database.prisma.passkey.count({ where: { id: databaseId(passkey.id) } })).toBe(1);

    expect((await owner.data(removePasskey, { passkeyId: passkey.id, currentPassword: password })).removePasskey).toEqual({ __typename: 'RemovePasskeyPayload', user: { passkeys: [] } });
    expect((await passwordless(t.client(), authenticator)).result.__typename).toBe('ValidationError');
    expect((await auditActions(owner, organizationId)).map((entry: { action: string }) => entry.action)).toContain('passkey.removed');
  });
});
