import path from 'node:path';
import { build } from 'esbuild';

/**
 * The bench's server side compiled as `npm run build` compiles the server (one esbuild bundle run by plain Node), so
 * what is measured is what production runs: under tsx every function the app creates carries its name as an own
 * property (tsx keeps names), some 8 KB more heap per idle connection and a little CPU on every request.
 */
export async function targetBundle(): Promise<string> {
  const outfile = path.join(__dirname, '..', '..', 'dist', 'bench', 'realtime-target.cjs');
  await build({
    entryPoints: [path.join(__dirname, 'target.ts')],
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    packages: 'external',
    logLevel: 'warning',
    outfile,
  });
  return outfile;
}
