import { graphql } from 'react-relay';
import { useMutationWithoutInput } from '../lib/useMutationWithoutInput';
import type { useRemoveAvatarMutation as RemoveAvatarMutation, useRemoveAvatarMutation$data } from './__generated__/useRemoveAvatarMutation.graphql';

const mutation = graphql`
  mutation useRemoveAvatarMutation {
    removeAvatar {
      __typename
      ... on RemoveAvatarPayload {
        user {
          id
          avatarUrl
          avatarThumbnailUrl
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const resultOf = (data: useRemoveAvatarMutation$data) => data.removeAvatar;

/** Back to initials, everywhere the picture showed. */
export function useRemoveAvatarMutation() {
  return useMutationWithoutInput<RemoveAvatarMutation, ReturnType<typeof resultOf>>(mutation, resultOf, 'Could not remove the picture. Try again.');
}
