import type { WebClient } from '@slack/web-api';
import type { Config } from '../config';

/** Slack's answer to a call is awaited at most this long; a post that times out is retried later. */
const timeoutMs = 15_000;

/**
 * A Web API client for one bot token. It never retries on its own: posts are retried by the worker on its schedule,
 * and a failed check while connecting is reported at once. The library is loaded with the first client: most
 * instances never connect Slack, and a library loaded is heap that every major collection marks.
 */
export async function slackClient(config: Pick<Config, 'slackApiUrl'>, botToken: string): Promise<WebClient> {
  const { LogLevel, WebClient } = await import('@slack/web-api');
  return new WebClient(botToken, {
    ...(config.slackApiUrl ? { slackApiUrl: config.slackApiUrl } : {}),
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: timeoutMs,
    logLevel: LogLevel.ERROR,
  });
}

/** Slack's error code (`invalid_auth`, `channel_not_found`…) when it answered with one; otherwise the error's message. */
export function slackErrorCode(error: unknown): string {
  const data = (error as { data?: { error?: unknown } }).data;
  if (data && typeof data.error === 'string') return data.error;
  return error instanceof Error ? error.message : String(error);
}
