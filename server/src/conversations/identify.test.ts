import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SignJWT, UnsecuredJWT } from 'jose';
import { databaseId, ownerWithOrganization } from '../../test-support/accounts';
import { sendVisitorMessage, startVisitor, widgetOf, type Visitor } from '../../test-support/conversations';
import type { TestClient } from '../../test-support/graphql-client';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { identityHash } from './identity';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const identifyMutation = `mutation($input: IdentifyVisitorInput!) {
  identifyVisitor(input: $input) {
    __typename
    ... on IdentifyVisitorPayload { visitor { id name email } }
    ... on ValidationError { fieldErrors { field message } }
    ... on Error { message }
  }
}`;

const contactQuery = `query($id: ID!) { node(id: $id) { ... on Contact { displayName email externalId identified identityVerifiedBy } } }`;

async function widgetWithSecret(options: { enforced?: boolean } = {}) {
  const operator = t.client();
  const { organizationId } = await ownerWithOrganization(operator, t.mail);
  const widget = await widgetOf(operator, organizationId);
  const { identitySecret } = await t.database.prisma.widget.update({ where: { id: databaseId(widget.id) }, data: { identityVerification: options.enforced ?? false } });
  return { operator, widget, secret: identitySecret };
}

const identify = async (visitor: Visitor, input: Record<string, unknown>) => (await visitor.client.data(identifyMutation, { input })).identifyVisitor;

/** The contact as operators see it in the dashboard's sidebar. */
async function contactSeenBy(operator: TestClient, visitor: Visitor) {
  const id = Buffer.from(`Contact:${databaseId(visitor.id)}`).toString('base64');
  return (await operator.data(contactQuery, { id })).node;
}

const key = (secret: string) => new TextEncoder().encode(secret);
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

/** What a customer's server signs, as the identity guide shows. */
function signedToken(secret: string, claims: Record<string, unknown> = { sub: 'user_4821', email: 'maya@example.com', name: 'Maya Chen' }) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(key(secret));
}

describe('identifying a visitor with a signed token (JWT)', () => {
  it('takes the user id, email and name from a token signed with the widget’s secret, as verified', async () => {
    const { operator, widget, secret } = await widgetWithSecret({ enforced: true });
    const visitor = await startVisitor(t, widget.clientId);

    const result = await identify(visitor, { token: await signedToken(secret) });

    expect(result).toEqual({ __typename: 'IdentifyVisitorPayload', visitor: { id: visitor.id, name: 'Maya Chen', email: 'maya@example.com' } });
    expect(await contactSeenBy(operator, visitor)).toEqual({
      displayName: 'Maya Chen',
      email: 'maya@example.com',
      externalId: 'user_4821',
      identified: true,
      identityVerifiedBy: 'JWT',
    });
  });

  it('gives a second device of the same person, signed in with a token, the same history', async () => {
    const { widget, secret } = await widgetWithSecret();
    const laptop = await startVisitor(t, widget.clientId);
    await sendVisitorMessage(laptop, 'Asked on the laptop', randomUUID());
    await identify(laptop, { token: await signedToken(secret, { sub: 'user_77' }) });

    const phone = await startVisitor(t, widget.clientId);
    expect((await identify(phone, { token: await signedToken(secret, { sub: 'user_77' }) })).visitor.id).toBe(laptop.id);
    const { visitor } = await phone.client.data(`{ visitor { threads(first: 5) { edges { node { preview } } } } }`);
    expect(visitor.threads.edges.map((edge: any) => edge.node.preview)).toEqual(['Asked on the laptop']);
  });

  it('refuses a token that is expired, forged, unsigned, too long-lived or incomplete with a typed error, and changes nothing', async () => {
    const { widget, secret } = await widgetWithSecret();
    const visitor = await startVisitor(t, widget.clientId);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: 'user_4821', email: 'maya@example.com' };
    const sign = (payload: Record<string, unknown>, alg = 'HS256', signingSecret = secret) =>
      new SignJWT(payload).setProtectedHeader({ alg }).sign(key(signingSecret));
    const badTokens: [string, string, RegExp][] = [
      ['expired', await sign({ ...claims, exp: now - 3600 }), /expired/i],
      ['signed with another secret', await sign({ ...claims, exp: inOneHour() }, 'HS256', 'not the widget secret at all'), /signature/i],
      ['signed with another algorithm', await sign({ ...claims, exp: inOneHour() }, 'HS512'), /HS256/],
      ['not signed', new UnsecuredJWT({ ...claims, exp: inOneHour() }).encode(), /HS256/],
      ['without an expiry', await sign(claims), /exp/],
      ['valid for a month', await sign({ ...claims, exp: now + 30 * 24 * 3600 }), /24 hours/],
      ['not valid yet', await sign({ ...claims, nbf: now + 3600, exp: now + 7200 }), /not valid yet/i],
      ['without a user id', await sign({ email: 'maya@example.com', exp: inOneHour() }), /sub/],
      ['with an invalid email', await sign({ sub: 'user_4821', email: 'not an address', exp: inOneHour() }), /email/i],
      ['not a token at all', 'hello.world', /token/i],
    ];
    const before = await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(visitor.id) } });

    for (const [why, token, message] of badTokens) {
      const result = await identify(visitor, { token });
      expect({ why, result }).toEqual({ why, result: { __typename: 'InvalidIdentityTokenError', message: expect.stringMatching(message) } });
    }
    expect(await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(visitor.id) } })).toEqual(before);
  });

  it('refuses a token sent together with a user id or hash: the token alone says who the visitor is', async () => {
    const { widget, secret } = await widgetWithSecret();
    const visitor = await startVisitor(t, widget.clientId);

    const result = await identify(visitor, { token: await signedToken(secret), userId: 'someone_else' });

    expect(result.__typename).toBe('ValidationError');
    expect(result.fieldErrors).toEqual([{ field: 'token', message: expect.stringMatching(/inside the token/) }]);
    expect(await t.database.prisma.contact.findUniqueOrThrow({ where: { id: databaseId(visitor.id) } })).toMatchObject({ externalId: null, email: null });
  });
});

describe('what operators are told about an identity', () => {
  it('marks only a checked HMAC or JWT as verified when verification is not enforced', async () => {
    const { operator, widget, secret } = await widgetWithSecret({ enforced: false });
    const hashed = await startVisitor(t, widget.clientId);
    const wrongHash = await startVisitor(t, widget.clientId);
    const noHash = await startVisitor(t, widget.clientId);
    const anonymous = await startVisitor(t, widget.clientId);

    await identify(hashed, { userId: 'user-1', name: 'Ada', userHash: identityHash(secret, 'user-1') });
    expect((await identify(wrongHash, { userId: 'user-2', name: 'Bob', userHash: identityHash('another secret', 'user-2') })).__typename).toBe('IdentifyVisitorPayload');
    await identify(noHash, { email: 'cy@example.com' });

    expect(await contactSeenBy(operator, hashed)).toMatchObject({ identified: true, identityVerifiedBy: 'HMAC' });
    expect(await contactSeenBy(operator, wrongHash)).toMatchObject({ externalId: 'user-2', identified: true, identityVerifiedBy: null });
    expect(await contactSeenBy(operator, noHash)).toMatchObject({ identified: true, identityVerifiedBy: null });
    expect(await contactSeenBy(operator, anonymous)).toMatchObject({ identified: false, identityVerifiedBy: null });

    // The page saying someone else is signed in now, without proof, takes the verified mark away.
    await identify(hashed, { userId: 'user-3' });
    expect(await contactSeenBy(operator, hashed)).toMatchObject({ externalId: 'user-3', identityVerifiedBy: null });
  });

  it('never joins a verified person to a contact that claimed their user id without proof', async () => {
    const { widget, secret } = await widgetWithSecret({ enforced: false });
    const squatter = await startVisitor(t, widget.clientId);
    await sendVisitorMessage(squatter, 'Squatter’s own question', randomUUID());
    await identify(squatter, { userId: 'user-9' });

    const owner = await startVisitor(t, widget.clientId);
    await sendVisitorMessage(owner, 'My private order details', randomUUID());
    const verified = await identify(owner, { userId: 'user-9', userHash: identityHash(secret, 'user-9') });

    expect(verified.visitor.id).toBe(owner.id);
    const threadsOf = async (visitor: Visitor) =>
      (await visitor.client.data(`{ visitor { threads(first: 5) { edges { node { preview } } } } }`)).visitor.threads.edges.map((edge: any) => edge.node.preview);
    expect(await threadsOf(squatter)).toEqual(['Squatter’s own question']);
    expect(await threadsOf(owner)).toEqual(['My private order details']);
    const holder = await t.database.prisma.contact.findFirstOrThrow({ where: { widgetId: databaseId(widget.id), externalId: 'user-9' } });
    expect(holder).toMatchObject({ id: databaseId(owner.id), identityVerifiedBy: 'HMAC' });
  });
});
