// Lighthouse scores of the public site: starts the built app on a fresh data directory and a free port, audits
// the home page and one guide in Debian's Chromium (headless, mobile emulation and throttling, Lighthouse's
// defaults), prints the four category scores per page and exits 1 when any is below the budget.
// Builds nothing: run `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const budget = 95;
const pages = process.argv[2] ? process.argv.slice(2) : ['/', '/resources/installing-the-widget'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1',
];

const print = (line) => process.stdout.write(`${line}\n`);

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startApp() {
  if (!fs.existsSync(path.join(root, 'dist/client/404.html'))) throw new Error('dist/client is missing: run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lighthouse-'));
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  while (!log.includes('Parley is running')) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The app did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const app = await startApp();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: chromiumFlags });
let failed = false;
try {
  print(`${'page'.padEnd(36)} ${categories.map((category) => category.padStart(15)).join('')}`);
  for (const page of pages) {
    // A first visit warms the server's caches (and the data directory) so the audited load is representative.
    await fetch(`${app.url}${page}`);
    const result = await lighthouse(`${app.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${page.replace(/\W+/g, '-') || 'home'}.json`), result.report);
    }
    const scores = categories.map((category) => Math.round(result.lhr.categories[category].score * 100));
    print(`${page.padEnd(36)} ${scores.map((score) => String(score).padStart(15)).join('')}`);
    for (const [index, score] of scores.entries()) {
      if (score >= budget) continue;
      failed = true;
      const audits = result.lhr.categories[categories[index]].auditRefs
        .map((ref) => result.lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative');
      for (const audit of audits) print(`    ${categories[index]}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
} finally {
  await chrome.kill();
  await app.stop();
}
if (failed) {
  print(`At least one score is below ${budget}.`);
  process.exit(1);
}
