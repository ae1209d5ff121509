import { describe, expect, it } from '@jest/globals';
import { collectGarbageAfterThisTurn } from '../test-support/collect-garbage';
import { recentReads } from './recent-reads';

/** A clock the test moves by hand. */
function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('values read recently', () => {
  it('are trusted for their time, then not, and are never trusted from a clock set back', () => {
    const time = clock();
    const reads = recentReads<string>({ trustedForMs: 1_000, remembered: 10, now: time.now });
    reads.keep('session', 'Ada');
    time.advance(999);
    expect(reads.fresh('session')).toBe('Ada');
    time.advance(1);
    expect(reads.fresh('session')).toBeUndefined();
    reads.keep('session', 'Grace');
    time.advance(-5);
    expect(reads.fresh('session')).toBeUndefined();
  });

  it('keep at most the number remembered, the least recently kept dropped first', () => {
    const reads = recentReads<number>({ trustedForMs: 60_000, remembered: 2, now: clock().now });
    reads.keep('a', 1);
    reads.keep('b', 2);
    reads.keep('a', 3);
    reads.keep('c', 4);
    expect([reads.fresh('a'), reads.fresh('b'), reads.fresh('c')]).toEqual([3, undefined, 4]);
  });

  it('let go of values past their time as new ones are kept, with no timer holding them', async () => {
    const time = clock();
    const reads = recentReads<object>({ trustedForMs: 1_000, remembered: 1_000, now: time.now });
    let rows: object | null = { rows: new Array(1_000).fill('row') };
    const old = new WeakRef(rows);
    reads.keep('old', rows);
    rows = null;
    time.advance(1_000);
    reads.keep('new', {});
    await collectGarbageAfterThisTurn();
    expect(old.deref()).toBeUndefined();
  });
});
