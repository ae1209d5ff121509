import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useUpdateWidgetMutation as UpdateWidgetMutation, useUpdateWidgetMutation$data } from './__generated__/useUpdateWidgetMutation.graphql';

const mutation = graphql`
  mutation useUpdateWidgetMutation($input: UpdateWidgetInput!) {
    updateWidget(input: $input) {
      __typename
      ... on UpdateWidgetPayload {
        widget {
          id
          name
          enabled
          ...WidgetSettingsForm_widget
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

const resultOf = (data: useUpdateWidgetMutation$data) => data.updateWidget;

export function useUpdateWidgetMutation() {
  return useTypedMutation<UpdateWidgetMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
