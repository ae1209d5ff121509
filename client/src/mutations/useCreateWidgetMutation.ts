import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
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

export function useCreateWidgetMutation() {
  const [run, isInFlight] = useTypedMutation<CreateWidgetMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: CreateWidgetInput) =>
      run(
        { input },
        {
          updater: (store) => {
            const widget = store.getRootField('createWidget')?.getLinkedRecord('widget');
            const organization = store.get(input.organizationId);
            const widgets = organization?.getLinkedRecords('widgets');
            if (widget && organization && widgets) organization.setLinkedRecords([...widgets, widget], 'widgets');
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
