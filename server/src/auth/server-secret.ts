import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The key the server signs short-lived links with: SECRET_KEY when set (required when several
 * instances serve the same site), else a random one generated once and kept in DATA_DIR, so that
 * links survive a restart of a single instance.
 */
export async function loadServerSecret(config: Pick<Config, 'secretKey' | 'dataDir'>): Promise<Buffer> {
  if (config.secretKey) return Buffer.from(config.secretKey, 'utf8');
  const file = path.join(config.dataDir, 'secret-key');
  await fs.promises.mkdir(config.dataDir, { recursive: true });
  try {
    await fs.promises.writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from((await fs.promises.readFile(file, 'utf8')).trim(), 'utf8');
}
