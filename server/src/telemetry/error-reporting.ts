import * as Sentry from '@sentry/node';
import type { Config } from '../config';

/** What a span and its errors say about the GraphQL operation and the request that carried it. */
export type OperationDetails = {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  request: { method: string; url: string; headers: Record<string, string> };
  /** The signed-in operator's user id; never an email. */
  userId: string | null;
};

export type ErrorReporting = {
  /** Runs one GraphQL operation inside its own span; errors reported meanwhile carry the operation. */
  traceOperation<T>(operation: OperationDetails, run: () => Promise<T>): Promise<T>;
  /** Reports an unexpected error; returns the event id people can quote, or undefined when reporting is off. */
  capture(error: unknown): string | undefined;
  /** Sends what is queued, then stops. */
  close(): Promise<void>;
};

/** Request headers worth seeing beside an error; cookies and authorization never leave the server. */
const reportedHeaders = ['user-agent', 'origin', 'referer', 'content-type', 'accept-language'];

const disabled: ErrorReporting = {
  traceOperation: (_operation, run) => run(),
  capture: () => undefined,
  close: async () => {},
};

/** Sentry when a DSN is configured; otherwise nothing is set up and nothing is sent. */
export function startErrorReporting(sentry: Config['sentry']): ErrorReporting {
  if (!sentry) return disabled;
  Sentry.init({
    dsn: sentry.dsn,
    environment: sentry.environment,
    tracesSampleRate: sentry.tracesSampleRate,
    // Nothing people typed or that identifies them beyond our own user id: no bodies, variables, cookies or queries.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: reportedHeaders }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      databaseQueryData: false,
      stackFrameVariables: false,
    },
    // Those hooks rewrite web frameworks (Express, Koa…) as they load; this server uses none of them.
    enableRuntimeChannelInjection: false,
    // Chosen one by one: each GraphQL operation is its own transaction (traceOperation) with its own scope, so
    // the HTTP and fetch instrumentation (process-wide hooks that outlive the app) would only add noise.
    defaultIntegrations: false,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.requestDataIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.systemErrorIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration(),
    ],
    // Trace headers would tell third parties (PostHog, mail relays) about our traces.
    tracePropagationTargets: [],
  });
  return {
    traceOperation: (operation, run) =>
      Sentry.startSpan(
        {
          name: operation.name,
          op: `graphql.${operation.type}`,
          attributes: { 'graphql.operation.name': operation.name, 'graphql.operation.type': operation.type },
        },
        () => {
          const scope = Sentry.getCurrentScope();
          scope.setContext('graphql', { operationName: operation.name, operationType: operation.type });
          scope.setTag('graphql.operation', operation.name);
          scope.setSDKProcessingMetadata({ normalizedRequest: { ...operation.request, headers: pickHeaders(operation.request.headers) } });
          if (operation.userId) scope.setUser({ id: operation.userId });
          return run();
        },
      ),
    capture: (error) => Sentry.captureException(error),
    close: async () => {
      await Sentry.close(2000);
    },
  };
}

function pickHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => reportedHeaders.includes(name.toLowerCase())));
}
