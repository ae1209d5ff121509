/**
 * `source` mapped through `map`, in order, with up to `window` items mapped ahead of the one being consumed. A
 * subscription's consumer sends each result before it asks for the next; without running ahead, each event would
 * wait for the one before it to be resolved (its database reads included) and written, so one subscriber could take
 * no more events per second than one round trip allows, whatever the server had to spare.
 *
 * Written here because the async-iterator helpers of the platform and of graphql-tools map one item at a time.
 */
export function mapRunningAhead<T, R>(source: AsyncIterator<T>, map: (item: T) => Promise<R>, window: number): AsyncIterableIterator<R> {
  const ready: Promise<IteratorResult<R>>[] = [];
  const waiting: Array<(result: Promise<IteratorResult<R>>) => void> = [];
  let pulling = false;
  let ended = false;

  const hand = (result: Promise<IteratorResult<R>>) => {
    const consumer = waiting.shift();
    if (consumer) return consumer(result);
    // Held until asked for; a failure is seen by whoever asks, not reported as unhandled meanwhile.
    result.catch(() => {});
    ready.push(result);
  };

  const pull = async () => {
    if (pulling) return;
    pulling = true;
    try {
      while (!ended && ready.length < window) {
        const next = await source.next();
        if (ended) break;
        if (next.done) {
          ended = true;
          hand(Promise.resolve({ value: undefined, done: true }));
        } else {
          hand(map(next.value).then((value) => ({ value, done: false })));
        }
      }
    } catch (error) {
      ended = true;
      hand(Promise.reject(error));
    } finally {
      pulling = false;
    }
  };

  const done = (): Promise<IteratorResult<R>> => Promise.resolve({ value: undefined, done: true });

  const results: AsyncIterableIterator<R> = {
    next: () => {
      const result = ready.shift() ?? (ended ? done() : new Promise<IteratorResult<R>>((resolve) => waiting.push(resolve)));
      void pull();
      return result;
    },
    return: async () => {
      ended = true;
      ready.length = 0;
      for (const consumer of waiting.splice(0)) consumer(done());
      await source.return?.();
      return { value: undefined, done: true };
    },
    throw: async (error: unknown) => {
      await results.return!();
      throw error;
    },
    [Symbol.asyncIterator]: () => results,
  };
  return results;
}
