import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../config';
import { startTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

describe('HTTP endpoints', () => {
  it('reports liveness and readiness (database reachable, migrations applied)', async () => {
    const health = await fetch(`${t.app.url()}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${t.app.url()}/readyz`);
    expect(ready.status).toBe(200);
    // With Redis (the services suite), readiness also says it is reachable.
    expect(await ready.json()).toEqual({ status: 'ready', pending: 0, ...(process.env.TEST_REDIS_URL ? { redis: 'up' } : {}) });
  });

  it('serves GraphiQL to browsers and GraphQL over GET and POST to programs', async () => {
    const page = await fetch(`${t.app.url()}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).toContain('GraphiQL');
    const viaGet = await fetch(`${t.app.url()}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(await viaGet.json()).toEqual({ data: { viewer: null } });
    const mutationViaGet = await fetch(`${t.app.url()}/graphql?query=${encodeURIComponent('mutation { signOut(input: {}) { __typename } }')}`, {
      headers: { accept: 'application/graphql-response+json' },
    });
    expect(mutationViaGet.status).toBe(405);
  });

  it('masks unexpected errors instead of leaking internals', async () => {
    const result = await fetch(`${t.app.url()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ node(id: "not-a-global-id") { id } }' }),
    });
    const body = await result.json();
    expect(JSON.stringify(body)).not.toMatch(/prisma|at .*\.ts|SELECT/i);
  });

  it('rejects queries over the complexity limit', async () => {
    // viewer → memberships → organization → members → user → memberships → … twenty levels deep.
    const levels = Array.from({ length: 10 }, () => ['memberships', 'organization', 'members', 'user']).flat().slice(0, 20);
    const nested = `{ viewer { ${levels.map((field) => `${field} {`).join(' ')} id ${'}'.repeat(levels.length)} } }`;
    const result = await fetch(`${t.app.url()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: nested }),
    });
    const body = await result.json();
    expect(body.errors?.[0]?.message).toMatch(/complexity|depth/i);
  });
});

describe('configuration', () => {
  it('names each bad value with what it must be', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('defaults to the embedded database in ./.data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });
});
