// `npm start`: builds the front ends and the server once, and again only when their sources change, then runs the
// compiled server in production mode. A start on a built tree does no build work.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeOptions } from './server-node-options.cjs';

const root = path.resolve(import.meta.dirname, '..');
const fingerprintFile = path.join(root, 'dist', '.sources-fingerprint');
const server = path.join(root, 'dist', 'server', 'main.cjs');
/** What the build reads: a change to any file here (or a checkout, which touches them) means a new build. */
const buildInputs = ['client', 'widget', 'server/src', 'content', 'scripts', 'package-lock.json', 'tsconfig.json'];

function* filesUnder(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) return yield [entry, stat];
  for (const name of fs.readdirSync(entry).sort()) yield* filesUnder(path.join(entry, name));
}

function sourcesFingerprint() {
  const hash = createHash('sha256');
  for (const input of buildInputs) {
    for (const [file, stat] of filesUnder(path.join(root, input))) hash.update(`${path.relative(root, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const fingerprint = sourcesFingerprint();
const built = fs.existsSync(server) && fs.existsSync(fingerprintFile) && fs.readFileSync(fingerprintFile, 'utf8') === fingerprint;
if (!built) {
  process.stdout.write('Building the dashboard, the widget and the server (once; again only after their sources change)…\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(fingerprintFile, fingerprint);
}

const child = spawn(process.execPath, ['--enable-source-maps', ...serverNodeOptions, server], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
