import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import type { Logger } from '../logger';
import type { ErrorReporting } from './error-reporting';

/** The message every unexpected error is replaced with: no stack, no SQL, nothing about our internals. */
export const unexpectedErrorMessage = 'Unexpected error.';

/** Logs or reports an unexpected error; returns the event id people can quote, when there is one. */
export type ReportUnexpected = (error: unknown) => string | undefined;

/**
 * Expected errors (GraphQLErrors we raised) pass through; anything else is reported and replaced by yoga's
 * masked error, which then also carries `extensions.eventId` so a person can quote it to support.
 */
export function maskUnexpectedError(error: unknown, report: ReportUnexpected): Error {
  const masked = maskError(error, unexpectedErrorMessage);
  if (masked === error) return error as Error;
  const eventId = report(error instanceof GraphQLError ? (error.originalError ?? error) : error);
  if (!eventId || !(masked instanceof GraphQLError)) return masked;
  return new GraphQLError(masked.message, {
    nodes: masked.nodes,
    source: masked.source,
    positions: masked.positions,
    path: masked.path,
    extensions: { ...masked.extensions, eventId },
  });
}

/** Every unexpected error goes to the log (for self-hosters without Sentry) and to error reporting when it is on. */
export function unexpectedErrorReporter(logger: Logger, errorReporting: ErrorReporting): ReportUnexpected {
  return (error) => {
    const eventId = errorReporting.capture(error);
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    logger.error('Unexpected error', eventId ? { error: detail, eventId } : { error: detail });
    return eventId;
  };
}
