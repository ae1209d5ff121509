import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the database round trips one request makes. The app runs in the test's process, so every query the
 * request causes runs in the request's async context; work on timers and other requests is not counted.
 */
export function roundTripCounter() {
  const requestQueries = new AsyncLocalStorage<string[]>();
  /** Records a query made on a counted request's path; says whether it was. */
  const record = (sql: string): boolean => {
    const queries = requestQueries.getStore();
    queries?.push(sql);
    return queries !== undefined;
  };
  return {
    record,
    /** The queries made until the request answered (work it left for later in the background is not on its path). */
    async of<T>(request: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
      const queries: string[] = [];
      const result = await requestQueries.run(queries, request);
      return { result, queries: [...queries] };
    },
  };
}
