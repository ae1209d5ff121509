import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Logger } from '../logger';
import { warnIfSiteBuiltForAnotherUrl } from './built-site';

const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-built-site-'));
fs.mkdirSync(path.join(staticRoot, 'client'));
fs.writeFileSync(path.join(staticRoot, 'client', 'site.json'), JSON.stringify({ publicUrl: 'http://localhost:3000' }));
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

function collectingLogger() {
  const warnings: string[] = [];
  const ignore = () => {};
  const logger: Logger = { debug: ignore, info: ignore, error: ignore, warn: (message) => warnings.push(message) };
  return { logger, warnings };
}

describe('the start-up check of the built public site', () => {
  it('says to rebuild when the site was built for another PUBLIC_URL', () => {
    const { logger, warnings } = collectingLogger();
    warnIfSiteBuiltForAnotherUrl({ staticRoot, publicUrl: 'https://chat.example.com' }, logger);
    expect(warnings).toEqual([expect.stringMatching(/built for another PUBLIC_URL.*npm run build/)]);
  });

  it('stays quiet when the addresses agree, or when nothing was built', () => {
    const { logger, warnings } = collectingLogger();
    warnIfSiteBuiltForAnotherUrl({ staticRoot, publicUrl: 'http://localhost:3000' }, logger);
    warnIfSiteBuiltForAnotherUrl({ staticRoot: path.join(staticRoot, 'missing'), publicUrl: 'https://chat.example.com' }, logger);
    expect(warnings).toEqual([]);
  });
});
