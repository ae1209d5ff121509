import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { registerMutation, uniqueEmail } from '../test-support/accounts';
import { freePort, running, spawnServer } from '../test-support/server-process';

/** Libraries a rarely used feature needs: an instance loads each when the feature is first used, not at start. */
const loadedOnFirstUse = ['@zxcvbn-ts/core', 'stripe', 'openai', '@slack/web-api', 'sharp', 'mailparser', 'smtp-server', '@simplewebauthn/server', 'qrcode'];

const loadedPackages = (log: string): string[] => JSON.parse(/^Loaded packages: (.*)$/m.exec(log)![1]!) as string[];

describe('the server process', () => {
  it('starts on a fresh data directory, applies migrations, serves, and drains on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-main-'));
    const port = await freePort();
    const server = spawnServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      NODE_OPTIONS: `--require "${path.resolve(__dirname, '../test-support/report-loaded-packages.cjs')}"`,
    });
    try {
      await running(server);
      expect(server.log()).toMatch(/Applied \d+ database migration/);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      // A password is judged on the checker's own thread: refused with advice, its dictionaries never on the server's heap.
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: registerMutation, variables: { input: { name: 'Ada Lovelace', email: uniqueEmail(), password: 'password1234' } } }),
      });
      const { data } = (await response.json()) as { data: { register: { __typename: string; fieldErrors: { field: string; message: string }[] } } };
      expect(data.register).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'password', message: expect.stringMatching(/too easy to guess/) }] });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.log()).toContain('Stopped cleanly');
      expect(loadedPackages(server.log())).toEqual(expect.arrayContaining(['graphql', '@prisma/client']));
      expect(loadedPackages(server.log()).filter((name) => loadedOnFirstUse.includes(name))).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to start with a clear message for a bad setting', async () => {
    const server = spawnServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.log()).toMatch(/Invalid configuration:\n\s+PORT:/);
  }, 30_000);
});
