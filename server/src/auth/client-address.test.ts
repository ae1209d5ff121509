import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ConfigError, loadConfig } from '../config';
import { registerVerified, uniqueEmail } from '../../test-support/accounts';
import { randomClientAddress, startTestApp, type TestApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

const supportMutation = `mutation Submit($input: SubmitSupportRequestInput!) {
  submitSupportRequest(input: $input) { __typename }
}`;
const sessionAddressQuery = `{ viewer { sessions { ipAddress current } } }`;

/** The support form allows five requests an hour per client address: a cheap way to see which address the server counts. */
async function submitSupportRequest(app: TestApp, forwardedFor: string | null) {
  const response = await fetch(`${app.app.url()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ query: supportMutation, variables: { input: { name: 'Pat', email: uniqueEmail('support'), message: 'Hello there' } } }),
  });
  return ((await response.json()) as { data: { submitSupportRequest: { __typename: string } } }).data.submitSupportRequest.__typename;
}

async function currentSessionAddress(client: ReturnType<TestApp['client']>) {
  const { viewer } = await client.data(sessionAddressQuery);
  return viewer.sessions.find((session: { current: boolean }) => session.current).ipAddress as string;
}

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the address the proxy saw, however the client fills X-Forwarded-For', async () => {
    // The proxy appends the address it saw; everything before it was written by the client.
    const seenByProxy = randomClientAddress();
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await submitSupportRequest(t, `203.0.113.${attempt}, ${seenByProxy}`));
    expect(answers.slice(0, 5).every((name) => name === 'SubmitSupportRequestPayload')).toBe(true);
    expect(answers[5]).toBe('RateLimitedError');
    // Another visitor behind the same proxy keeps their own budget.
    expect(await submitSupportRequest(t, randomClientAddress())).toBe('SubmitSupportRequestPayload');
  });

  it('stores the address the proxy saw on the session, not the one the client wrote', async () => {
    const seenByProxy = randomClientAddress();
    const client = t.client({ 'x-forwarded-for': `6.6.6.6, ${seenByProxy}` });
    await registerVerified(client, t.mail);
    expect(await currentSessionAddress(client)).toBe(seenByProxy);
  });
});

describe('with TRUST_PROXY listing the proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback, 10.0.0.0/8' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the nearest address that is not one of them', async () => {
    const client = t.client({ 'x-forwarded-for': '6.6.6.6, 198.51.100.30, 10.1.2.3' });
    await registerVerified(client, t.mail);
    // 10.1.2.3 is one of the listed proxies, so the address it reports is the client's.
    expect(await currentSessionAddress(client)).toBe('198.51.100.30');
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ listen: true, env: { TRUST_PROXY: 'false' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores X-Forwarded-For and counts the connecting address', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push(await submitSupportRequest(t, `203.0.113.${attempt}`));
    expect(answers[5]).toBe('RateLimitedError');
  });
});

describe('the TRUST_PROXY setting', () => {
  it('refuses "true", which would trust whatever the client writes', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*number of proxies/);
  });

  it('refuses something that is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.internal' })).toThrow(/TRUST_PROXY/);
  });

  it('accepts hop counts, addresses, ranges and named ranges', () => {
    for (const value of ['false', '0', '1', '2', '127.0.0.1', '10.0.0.0/8, 192.168.1.1', 'loopback', 'loopback, uniquelocal', '::1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).not.toThrow();
    }
  });
});
