import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type {
  useStartOrganizationExportMutation as StartOrganizationExportMutation,
  useStartOrganizationExportMutation$data,
} from './__generated__/useStartOrganizationExportMutation.graphql';

const mutation = graphql`
  mutation useStartOrganizationExportMutation($input: StartOrganizationExportInput!) {
    startOrganizationExport(input: $input) {
      __typename
      ... on StartOrganizationExportPayload {
        organization {
          id
          ...OrganizationExportCard_organization
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useStartOrganizationExportMutation$data) => data.startOrganizationExport;

/** Queues an export of the whole organization; the card follows its progress from the organization's latestExport. */
export function useStartOrganizationExportMutation() {
  return useTypedMutation<StartOrganizationExportMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
