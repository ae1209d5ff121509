import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
import type { useCompleteOnboardingMutation as CompleteOnboardingMutation, useCompleteOnboardingMutation$data } from './__generated__/useCompleteOnboardingMutation.graphql';

const mutation = graphql`
  mutation useCompleteOnboardingMutation($input: CompleteOnboardingInput!) {
    completeOnboarding(input: $input) {
      __typename
      ... on CompleteOnboardingPayload {
        organization {
          id
          onboardingCompleted
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

const resultOf = (data: useCompleteOnboardingMutation$data) => data.completeOnboarding;

export function useCompleteOnboardingMutation() {
  return useTypedMutation<CompleteOnboardingMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
}
