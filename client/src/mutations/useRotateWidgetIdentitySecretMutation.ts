import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type {
  useRotateWidgetIdentitySecretMutation as RotateMutation,
  useRotateWidgetIdentitySecretMutation$data,
} from './__generated__/useRotateWidgetIdentitySecretMutation.graphql';

const mutation = graphql`
  mutation useRotateWidgetIdentitySecretMutation($input: RotateWidgetIdentitySecretInput!) {
    rotateWidgetIdentitySecret(input: $input) {
      __typename
      ... on RotateWidgetIdentitySecretPayload {
        widget {
          id
          identitySecret
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useRotateWidgetIdentitySecretMutation$data) => data.rotateWidgetIdentitySecret;

export function useRotateWidgetIdentitySecretMutation() {
  return useTypedMutation<RotateMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
