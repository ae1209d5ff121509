import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useExportContactMutation as ExportContactMutation, useExportContactMutation$data } from './__generated__/useExportContactMutation.graphql';

const mutation = graphql`
  mutation useExportContactMutation($input: ExportContactInput!) {
    exportContact(input: $input) {
      __typename
      ... on ExportContactPayload {
        fileName
        document
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useExportContactMutation$data) => data.exportContact;

export function useExportContactMutation() {
  return useTypedMutation<ExportContactMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
