// Browser tests drive Debian's Chromium; a fresh machine does not have it, so install it once here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  process.stderr.write(`Chromium not found at ${chromium}: installing Debian's chromium package…\n`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
  if (!existsSync(chromium)) {
    process.stderr.write('Chromium is still missing: browser tests cannot run.\n');
    process.exit(1);
  }
}
