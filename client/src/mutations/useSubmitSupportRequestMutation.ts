import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useSubmitSupportRequestMutation as SubmitSupportRequestMutation, useSubmitSupportRequestMutation$data } from './__generated__/useSubmitSupportRequestMutation.graphql';

const mutation = graphql`
  mutation useSubmitSupportRequestMutation($input: SubmitSupportRequestInput!) {
    submitSupportRequest(input: $input) {
      __typename
      ... on SubmitSupportRequestPayload {
        threadId
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useSubmitSupportRequestMutation$data) => data.submitSupportRequest;

export function useSubmitSupportRequestMutation() {
  return useTypedMutation<SubmitSupportRequestMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
