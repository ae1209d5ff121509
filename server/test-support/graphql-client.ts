import type { App } from '../src/app';

export type GraphQLResponse<T = any> = { data?: T; errors?: Array<{ message: string; path?: string[] }>; extensions?: Record<string, unknown> };

/** Speaks GraphQL over HTTP to the app (or anything that fetches from it, such as a load balancer) like a browser would: one cookie jar, same-origin requests. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  lastSetCookie: string[] = [];

  constructor(
    private readonly app: Pick<App, 'fetch'>,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    const response = await this.app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookieHeader(), ...this.headers },
      body: JSON.stringify({ query, variables }),
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || value.join('=') === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** Like request, but fails the test on any GraphQL error and returns data. */
  async data<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.request<T>(query, variables);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
