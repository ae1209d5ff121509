import { graphql } from 'react-relay';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { CreateWidgetInput, useCreateWidgetMutation as CreateWidgetMutation, useCreateWidgetMutation$data } from './__generated__/useCreateWidgetMutation.graphql';

const mutation = graphql`
  mutation useCreateWidgetMutation($input: CreateWidgetInput!) {
    createWidget(input: $input) {
      __typename
      ... on CreateWidgetPayload {
        widget {
          id
          name
          installSnippet
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

const resultOf = (data: useCreateWidgetMutation$data) => data.createWidget;

const appendToOrganization: InputUpdater<CreateWidgetInput> = (store, input) => {
  const widget = store.getRootField('createWidget')?.getLinkedRecord('widget');
  const organization = store.get(input.organizationId);
  const widgets = organization?.getLinkedRecords('widgets');
  if (widget && organization && widgets) organization.setLinkedRecords([...widgets, widget], 'widgets');
};

export function useCreateWidgetMutation() {
  return useTypedMutation<CreateWidgetMutation, ReturnType<typeof resultOf>>(mutation, resultOf, appendToOrganization);
}
