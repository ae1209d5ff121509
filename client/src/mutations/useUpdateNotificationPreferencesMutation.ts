import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type {
  useUpdateNotificationPreferencesMutation as UpdateNotificationPreferencesMutation,
  useUpdateNotificationPreferencesMutation$data,
} from './__generated__/useUpdateNotificationPreferencesMutation.graphql';

const mutation = graphql`
  mutation useUpdateNotificationPreferencesMutation($input: UpdateNotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      __typename
      ... on UpdateNotificationPreferencesPayload {
        membership {
          id
          notificationPreferences {
            browser
            sound
            emailMentions
            unansweredEmailMinutes
          }
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

const resultOf = (data: useUpdateNotificationPreferencesMutation$data) => data.updateNotificationPreferences;

export function useUpdateNotificationPreferencesMutation() {
  return useTypedMutation<UpdateNotificationPreferencesMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
