import { describe, expect, it } from '@jest/globals';
import { mapRunningAhead } from './run-ahead';

/** A source of these items that counts how many were taken from it. */
function sourceOf<T>(items: T[]) {
  let taken = 0;
  const source: AsyncIterator<T> & { taken(): number; returned: boolean } = {
    next: async () => (taken < items.length ? { value: items[taken++]!, done: false } : { value: undefined, done: true }),
    return: async () => {
      source.returned = true;
      return { value: undefined, done: true };
    },
    taken: () => taken,
    returned: false,
  };
  return source;
}

/** A map whose results are settled by the test, in any order. */
function heldMap() {
  const held = new Map<number, { resolve(value: string): void; reject(error: Error): void }>();
  const map = (item: number) => new Promise<string>((resolve, reject) => held.set(item, { resolve, reject }));
  return { map, held, started: () => [...held.keys()] };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('mapping a subscription ahead', () => {
  it('starts the next items while the first is still being resolved, and hands results in order', async () => {
    const { map, held, started } = heldMap();
    const results = mapRunningAhead(sourceOf([1, 2, 3]), map, 16);
    const first = results.next();
    await settled();
    expect(started()).toEqual([1, 2, 3]);

    held.get(3)!.resolve('three');
    held.get(2)!.resolve('two');
    held.get(1)!.resolve('one');
    expect(await first).toEqual({ value: 'one', done: false });
    expect(await results.next()).toEqual({ value: 'two', done: false });
    expect(await results.next()).toEqual({ value: 'three', done: false });
    expect(await results.next()).toEqual({ value: undefined, done: true });
  });

  it('takes no more than the window ahead of what was consumed', async () => {
    const source = sourceOf([1, 2, 3, 4, 5, 6]);
    const { map, held } = heldMap();
    const results = mapRunningAhead(source, map, 2);
    const first = results.next();
    await settled();
    expect(source.taken()).toBe(3);

    held.get(1)!.resolve('one');
    await first;
    await settled();
    expect(source.taken()).toBe(3);
    void results.next();
    await settled();
    expect(source.taken()).toBe(4);
  });

  it('gives a failure to the consumer at its place in the order', async () => {
    const { map, held } = heldMap();
    const results = mapRunningAhead(sourceOf([1, 2]), map, 16);
    const first = results.next();
    await settled();
    held.get(2)!.reject(new Error('second failed'));
    held.get(1)!.resolve('one');
    expect(await first).toEqual({ value: 'one', done: false });
    await expect(results.next()).rejects.toThrow('second failed');
  });

  it('stops taking from the source once the consumer returns', async () => {
    const source = sourceOf([1, 2, 3]);
    const { map } = heldMap();
    const results = mapRunningAhead(source, map, 1);
    void results.next();
    await settled();
    expect(await results.return!()).toEqual({ value: undefined, done: true });
    expect(source.returned).toBe(true);
    expect(await results.next()).toEqual({ value: undefined, done: true });
  });
});
