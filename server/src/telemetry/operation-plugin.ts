import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { ActiveSession } from '../auth/sessions';
import type { RequestHead } from '../graphql/context';
import type { ErrorReporting, OperationDetails } from './error-reporting';
import { maskUnexpectedError, type ReportUnexpected } from './masked-errors';

/** The parts of the GraphQL context this plugin reads: the request (HTTP or WebSocket) and the session. */
type OperationContext = { request?: Request; req?: RequestHead; session?: ActiveSession | null };

function requestOf(context: OperationContext): OperationDetails['request'] {
  if (context.request) {
    return { method: context.request.method, url: context.request.url, headers: Object.fromEntries(context.request.headers) };
  }
  const headers = Object.fromEntries(Object.entries(context.req?.headers ?? {}).map(([name, value]) => [name, String(value)]));
  return { method: context.req?.method ?? 'GET', url: context.req?.url ?? '/graphql', headers };
}

/**
 * One span per query or mutation, named after the operation; unexpected errors are reported inside that span
 * (so the report names the operation) and masked there, their event id added for the client to show.
 */
export function useOperationTelemetry(errorReporting: ErrorReporting, report: ReportUnexpected): Plugin<OperationContext> {
  const maskErrors = (result: ExecutionResult): ExecutionResult =>
    result.errors ? { ...result, errors: result.errors.map((error) => maskUnexpectedError(error, report) as GraphQLError) } : result;

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const details: OperationDetails = {
        name: operation.name?.value ?? operation.operation,
        type: operation.operation,
        request: requestOf(args.contextValue),
        userId: args.contextValue.session?.userId ?? null,
      };
      setExecuteFn((executeArgs) =>
        errorReporting.traceOperation(details, async () => {
          const result = await executeFn(executeArgs);
          return isAsyncIterable(result) ? result : maskErrors(result);
        }),
      );
    },
  };
}
