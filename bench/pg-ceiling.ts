// The database's own ceiling for chat messages: how many messages a second one process stores with the realtime
// bench's durable floor (one INSERT per message, on a pool of 10 connections like the app's), sending as fast as the
// pool takes them. It is what the app's sustained send rate (bench/realtime/run.ts) is read beside: the app also reads,
// delivers and serves HTTP for each message, on the same cores.
// Usage: npx tsx bench/pg-ceiling.ts [--seconds 10] [--concurrency 10] [--runs 3]; BENCH_POSTGRES_URL=postgres://… runs
// it on PostgreSQL, otherwise on the embedded database. The last line is one JSON object: { messagesPerSecond, runs, options }.
import { performance } from 'node:perf_hooks';
import { median } from './median';
import { messageWriter } from './realtime/message-writer';

const options = { seconds: 10, concurrency: 10, runs: 3 };
for (let index = 2; index < process.argv.length; index += 2) {
  const key = process.argv[index].replace(/^--/, '') as keyof typeof options;
  if (!(key in options)) throw new Error(`Unknown option ${process.argv[index]}`);
  options[key] = Number(process.argv[index + 1]);
}

/** Messages stored a second by `concurrency` senders, each sending its next message as soon as the last is stored. */
async function oneRun(): Promise<number> {
  const writer = await messageWriter();
  const until = performance.now() + options.seconds * 1000;
  let stored = 0;
  const sender = async (visitor: number) => {
    while (performance.now() < until) {
      await writer.insert(visitor, `message ${stored}`);
      stored += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, (_, visitor) => sender(visitor)));
  const perSecond = stored / ((performance.now() - started) / 1000);
  await writer.close();
  return perSecond;
}

async function main() {
  const runs: number[] = [];
  for (let run = 0; run < options.runs; run += 1) runs.push(await oneRun());
  const database = process.env.BENCH_POSTGRES_URL ? 'PostgreSQL' : 'the embedded database';
  process.stdout.write(`Messages stored a second on ${database} (one INSERT each, ${options.concurrency} at once), median of ${options.runs} runs: ${median(runs).toFixed(0)}\n`);
  process.stdout.write(`${JSON.stringify({ messagesPerSecond: median, runs, options })}\n`);
}

void main();
