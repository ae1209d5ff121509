import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateLabelMutation as UpdateLabelMutation, useUpdateLabelMutation$data } from './__generated__/useUpdateLabelMutation.graphql';

const mutation = graphql`
  mutation useUpdateLabelMutation($input: UpdateLabelInput!) {
    updateLabel(input: $input) {
      __typename
      ... on UpdateLabelPayload {
        label {
          id
          name
          color
        }
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

const resultOf = (data: useUpdateLabelMutation$data) => data.updateLabel;

export function useUpdateLabelMutation() {
  return useTypedMutation<UpdateLabelMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
