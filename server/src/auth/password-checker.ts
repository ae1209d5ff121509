import type { Worker } from 'node:worker_threads';
import { refusalMessage, type PasswordAssessment, type PasswordOwner } from '../../../client/src/lib/passwordRule';
import { ValidationError } from '../errors';
import { startThread } from '../start-thread';

/** A check as the thread receives it. */
export type PasswordCheck = { id: number; password: string; owner: PasswordOwner };
type Answer = { id: number; assessment: PasswordAssessment };

/** A thread left unused this long stops, and the memory of its dictionaries goes with it; the next check starts another. */
const idleMs = 30_000;

export type PasswordChecker = {
  /** Refuses a new password that is easy to guess, by the same rule the dashboard's meter shows, with advice on the field. */
  assertStrong(password: string, owner: PasswordOwner, field: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * The strength estimator's dictionaries are some 28 MB of heap once built: on the server's thread, every major
 * collection would mark them for as long as the instance runs, while a password is set only now and then. They live
 * on a thread of their own, started at the first check and stopped when unused (a long password's estimate no longer
 * holds up the event loop either).
 */
export function createPasswordChecker(): PasswordChecker {
  let thread: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve(assessment: PasswordAssessment): void; reject(error: Error): void }>();

  function failAll(stopped: Worker, error: Error) {
    if (thread !== stopped) return;
    thread = null;
    clearTimeout(idleTimer);
    for (const check of waiting.values()) check.reject(error);
    waiting.clear();
  }

  function start(): Worker {
    const started = startThread(__dirname, 'password-worker.cjs', 'password-checker-thread.ts');
    started.on('message', ({ id, assessment }: Answer) => {
      waiting.get(id)?.resolve(assessment);
      waiting.delete(id);
      if (waiting.size > 0) return;
      // Idle: the thread no longer keeps the process alive, and stops unless another check comes first.
      started.unref();
      idleTimer = setTimeout(() => {
        thread = null;
        void started.terminate();
      }, idleMs).unref();
    });
    started.on('error', (error) => failAll(started, error));
    started.on('exit', (code) => failAll(started, new Error(`The password checker's thread stopped (exit code ${code}).`)));
    return started;
  }

  function assess(password: string, owner: PasswordOwner): Promise<PasswordAssessment> {
    clearTimeout(idleTimer);
    thread ??= start();
    thread.ref();
    const id = nextId++;
    const check: PasswordCheck = { id, password, owner: { name: owner.name ?? null, email: owner.email ?? null } };
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread!.postMessage(check);
    });
  }

  return {
    async assertStrong(password, owner, field) {
      const assessment = await assess(password, owner);
      if (!assessment.acceptable) throw ValidationError.forField(field, refusalMessage(assessment));
    },
    async close() {
      const closing = thread;
      if (!closing) return;
      failAll(closing, new Error('The server is stopping.'));
      await closing.terminate();
    },
  };
}
