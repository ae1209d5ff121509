import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { freePort, running, spawnServer } from '../test-support/server-process';

describe('the server process', () => {
  it('starts on a fresh data directory, applies migrations, serves, and drains on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-main-'));
    const port = await freePort();
    const server = spawnServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' });
    try {
      await running(server);
      expect(server.log()).toMatch(/Applied \d+ database migration/);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.log()).toContain('Stopped cleanly');
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
