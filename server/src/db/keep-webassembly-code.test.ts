import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { projectRoot } from '../project-root';

// A process that opens the embedded database, queries it and closes it, with V8 tracing its freeing of WebAssembly
// code and told to free unused code as soon as there is any (which it does within the first query otherwise).
const script = `
const { createTestDatabase } = require(${JSON.stringify(path.join(projectRoot(), 'server/src/db/test-database.ts'))});
(async () => {
  const database = await createTestDatabase({ postgresServerUrl: null });
  for (let i = 0; i < 20; i += 1) await database.prisma.organization.findMany({ where: { slug: 'acme-' + i } });
  await database.close();
  process.stdout.write('closed\\n');
})();
`;

describe('WebAssembly code of the embedded database and the ORM (keep-webassembly-code.ts)', () => {
  it('is never freed once a database was opened, so V8 cannot abort the process racing to free it', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--trace-wasm-code-gc', '--stress-wasm-code-gc', '--import', 'tsx', '-e', script], {
      cwd: projectRoot(),
      env: { ...process.env, TEST_DATABASE_URL: '' },
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(stdout).toContain('closed');
    expect(stdout.split('\n').filter((line) => line.startsWith('[wasm-gc]'))).toEqual([]);
  });
});
