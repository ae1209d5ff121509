import { createApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  await app.start();
  const { logger } = app.services;
  logger.info(`Parley is running: open ${config.publicUrl}`);
  if (!config.smtpUrl) logger.info('No SMTP_URL set: emails (with their links) are printed to this log.');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: draining connections`);
    await app.stop();
    logger.info('Stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `Failed to start: ${error?.stack ?? error}\n`);
  process.exit(1);
});
