/**
 * Every subscriber of a topic receives the same event object (one per publish in-process, one per Redis
 * message with the Redis event target), so rows an event names are loaded once per instance and shared by
 * all its subscribers instead of once per socket.
 */
const loaded = new WeakMap<object, Map<string, Promise<unknown>>>();

export function oncePerEvent<T>(event: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = loaded.get(event);
  if (!cache) {
    cache = new Map();
    loaded.set(event, cache);
  }
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as Promise<T>;
}
