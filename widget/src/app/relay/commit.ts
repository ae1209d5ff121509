import { commitMutation, type IEnvironment, type MutationConfig, type MutationParameters } from 'relay-runtime';

/** commitMutation as a promise: resolves with the response, rejects when the request or the server failed. */
export function commit<T extends MutationParameters>(
  environment: IEnvironment,
  config: Pick<MutationConfig<T>, 'mutation' | 'variables' | 'updater'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      ...config,
      onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve(response)),
      onError: reject,
    });
  });
}
