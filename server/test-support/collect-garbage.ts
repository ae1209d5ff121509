import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8 hands out its collector only when asked at start or through this flag; a context made after it sees `gc`.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A full collection of the heap now, for tests of what the server keeps and what it lets go. */
export function collectGarbage(): void {
  gc();
}

/** A full collection once the turns in flight have run: a WeakRef keeps its target to the end of the turn that read it. */
export async function collectGarbageAfterThisTurn(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}
