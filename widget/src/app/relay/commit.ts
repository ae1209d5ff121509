import { commitMutation, type IEnvironment, type MutationConfig, type MutationParameters } from 'relay-runtime';

/** Codes of errors about the request itself: sending the same request again can only fail the same way. */
const badRequestCodes = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'DOCUMENT_TOO_LARGE']);

type ServerError = { message: string; extensions?: { code?: unknown } };

/** The server answered, with GraphQL errors instead of the mutation's result. */
export class ServerErrors extends Error {
  constructor(readonly errors: readonly ServerError[]) {
    super(errors[0]?.message ?? 'The server answered with an error.');
  }

  /** The request was refused as bad (its input, its size), not failed by the server: it will never succeed. */
  get badRequest(): boolean {
    return this.errors.length > 0 && this.errors.every((error) => badRequestCodes.has(String(error.extensions?.code)));
  }
}

/** Relay reports an answer without data as an error whose `source` holds the server's errors. */
function serverErrorsIn(error: Error): ServerError[] | null {
  const source = (error as Error & { source?: { errors?: ServerError[] } }).source;
  return Array.isArray(source?.errors) ? source.errors : null;
}

/**
 * commitMutation as a promise: resolves with the response; rejects with ServerErrors when the server answered with
 * errors, and with the network's error (e.g. NetworkError) when there was no answer.
 */
export function commit<T extends MutationParameters>(
  environment: IEnvironment,
  config: Pick<MutationConfig<T>, 'mutation' | 'variables' | 'updater'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      ...config,
      onCompleted: (response, errors) => (errors?.length ? reject(new ServerErrors(errors)) : resolve(response)),
      onError: (error) => {
        const errors = serverErrorsIn(error);
        reject(errors ? new ServerErrors(errors) : error);
      },
    });
  });
}
