import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { failure, toOutcome, type MutationOutcome, type PayloadOf, type TypedResult } from './mutationOutcome';

/**
 * useTypedMutation for the few mutations that take no input (there is nothing to ask for but the viewer): a Promise
 * of the typed outcome that never rejects. `resultOf` belongs at module level.
 */
export function useMutationWithoutInput<TMutation extends MutationParameters, TResult extends TypedResult>(
  mutation: GraphQLTaggedNode,
  resultOf: (response: TMutation['response']) => TResult,
  failureMessage: string,
) {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    () =>
      new Promise<MutationOutcome<PayloadOf<TResult>>>((resolve) => {
        commit({
          variables: {} as TMutation['variables'],
          onCompleted: (response) => resolve(toOutcome(resultOf(response))),
          onError: () => resolve({ ok: false, error: failure(failureMessage) }),
        });
      }),
    [commit, resultOf, failureMessage],
  );
  return [run, isInFlight] as const;
}
