import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { NetworkError } from '../relay/environment';
import { failure, toOutcome, type MutationOutcome, type TypedResult, type PayloadOf } from './mutationOutcome';

type ExtraConfig<TMutation extends MutationParameters> = Omit<UseMutationConfig<TMutation>, 'variables' | 'onCompleted' | 'onError'>;

type TypedMutation<TMutation extends MutationParameters, TResult extends TypedResult> = (
  variables: TMutation['variables'],
  config?: ExtraConfig<TMutation>,
) => Promise<MutationOutcome<PayloadOf<TResult>>>;

/**
 * Relay's `useMutation` as a Promise of a typed outcome that never rejects: a form awaits it, then either
 * moves on with the payload or shows the errors, whether they came from the server's typed result or the
 * request never completed.
 */
export function useTypedMutation<TMutation extends MutationParameters, TResult extends TypedResult>(
  mutation: GraphQLTaggedNode,
  resultOf: (response: TMutation['response']) => TResult,
): [TypedMutation<TMutation, TResult>, boolean] {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback<TypedMutation<TMutation, TResult>>(
    (variables, config) =>
      new Promise((resolve) => {
        commit({
          ...config,
          variables,
          onCompleted: (response) => resolve(toOutcome(resultOf(response))),
          onError: (error) => resolve({ ok: false, error: failure(userFacingMessage(error)) }),
        });
      }),
    [commit, resultOf],
  );
  return [run, isInFlight];
}

function userFacingMessage(error: Error): string {
  if (error instanceof NetworkError) return error.message;
  // Unexpected server errors arrive masked; the first GraphQL message is the one meant for people.
  const source = (error as { source?: { errors?: ReadonlyArray<{ message?: string }> } }).source;
  return source?.errors?.[0]?.message ?? 'Something went wrong on our side. Try again in a moment.';
}
