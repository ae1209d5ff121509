import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import { NetworkError } from '../relay/environment';
import { failure, toOutcome, unexpectedFailureMessage, type MutationOutcome, type TypedResult, type PayloadOf } from './mutationOutcome';
import { serverErrorsOf, serverEventIdOf } from './serverErrors';

/** Every mutation in the schema takes its arguments as one `input` object. */
type InputMutation = MutationParameters & { readonly variables: { readonly input: unknown } };

type InputOf<TMutation extends InputMutation> = TMutation['variables']['input'];

/** Relay's store updater, also handed the input the mutation was sent with (to find the records it touched). */
export type InputUpdater<TInput> = (store: RecordSourceSelectorProxy, input: TInput) => void;

type TypedMutation<TMutation extends InputMutation, TResult extends TypedResult> = (input: InputOf<TMutation>) => Promise<MutationOutcome<PayloadOf<TResult>>>;

/**
 * Relay's `useMutation` as a Promise of a typed outcome that never rejects: a form awaits it, then either
 * moves on with the payload or shows the errors, whether they came from the server's typed result or the
 * request never completed.
 *
 * `resultOf` and `updater` belong at module level: the returned function keeps its identity only while they do.
 */
export function useTypedMutation<TMutation extends InputMutation, TResult extends TypedResult>(
  mutation: GraphQLTaggedNode,
  resultOf: (response: TMutation['response']) => TResult,
  updater?: InputUpdater<InputOf<TMutation>>,
): readonly [TypedMutation<TMutation, TResult>, boolean] {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback<TypedMutation<TMutation, TResult>>(
    (input) =>
      new Promise((resolve) => {
        commit({
          variables: { input },
          updater: updater && ((store) => updater(store, input)),
          onCompleted: (response) => resolve(toOutcome(resultOf(response))),
          onError: (error) => resolve({ ok: false, error: failure(userFacingMessage(error)) }),
        });
      }),
    [commit, resultOf, updater],
  );
  return [run, isInFlight];
}

function userFacingMessage(error: Error): string {
  if (error instanceof NetworkError) return error.message;
  // Unexpected server errors arrive masked, with the reference of their report; other messages are meant for people.
  const [first] = serverErrorsOf(error);
  if (!first?.message || first.extensions?.code === 'INTERNAL_SERVER_ERROR') return unexpectedFailureMessage(serverEventIdOf(error));
  return first.message;
}
