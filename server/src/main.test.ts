import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { freePort } from '../test-support/server-process';

describe('the server process', () => {
  it('starts on a fresh data directory, applies migrations, serves, and drains on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-main-'));
    const port = await freePort();
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'main.ts')], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' },
    });
    let log = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const started = new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (chunk) => {
        log += chunk;
        if (log.includes('Parley is running')) resolve();
      });
      void exited.then(() => reject(new Error(`server did not start:\n${log}`)));
    });
    try {
      await started;
      expect(log).toMatch(/Applied \d+ database migration/);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(log).toContain('Stopped cleanly');
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to start with a clear message for a bad setting', async () => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'not-a-port' },
    });
    let log = '';
    child.stderr.on('data', (chunk) => (log += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(log).toMatch(/Invalid configuration:\n\s+PORT:/);
  }, 30_000);
});
