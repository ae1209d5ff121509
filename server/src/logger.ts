import type { Config } from './config';

type Level = Exclude<Config['logLevel'], 'silent'>;
const levelOrder: Record<Config['logLevel'], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

/** One line per event on stderr, so that stdout stays free for whoever runs the process. */
export function createLogger(minimum: Config['logLevel']): Logger {
  const write = (level: Level) => (message: string, fields?: Record<string, unknown>) => {
    if (levelOrder[level] < levelOrder[minimum]) return;
    const suffix = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
    process.stderr.write(`${new Date().toISOString()} ${level.toUpperCase().padEnd(5)} ${message}${suffix}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
