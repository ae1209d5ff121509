import path from 'node:path';
import { build } from 'esbuild';

/**
 * The bench's server side compiled as `npm run build` compiles the server (one esbuild bundle run by plain Node), so
 * what is measured is what production runs: under tsx every function the app creates carries its name as an own
 * property (tsx keeps names), some 8 KB more heap per idle connection and a little CPU on every request.
 */
export async function targetBundle(): Promise<string> {
  const outdir = path.join(__dirname, '..', '..', 'dist', 'bench');
  await build({
    // The embedded database's and the password checker's threads run entries of their own, found beside the bundle.
    entryPoints: {
      'realtime-target': path.join(__dirname, 'target.ts'),
      'pglite-worker': path.join(__dirname, '..', '..', 'server', 'src', 'db', 'pglite-thread', 'worker.ts'),
      'password-worker': path.join(__dirname, '..', '..', 'server', 'src', 'auth', 'password-checker-thread.ts'),
    },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    packages: 'external',
    logLevel: 'warning',
    outdir,
    outExtension: { '.js': '.cjs' },
  });
  return path.join(outdir, 'realtime-target.cjs');
}
