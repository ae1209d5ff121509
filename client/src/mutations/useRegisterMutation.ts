import { graphql } from 'react-relay';
import { replaceViewerWithPayloadUser } from '../lib/sessionStore';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { RegisterInput, useRegisterMutation as RegisterMutation, useRegisterMutation$data } from './__generated__/useRegisterMutation.graphql';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterPayload {
        email
        user {
          id
          ...useAccessRedirect_viewer
          ...InvitationAcceptCard_viewer
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

const resultOf = (data: useRegisterMutation$data) => data.register;

const makeUserTheViewer: InputUpdater<RegisterInput> = (store) => replaceViewerWithPayloadUser(store, 'register');

/**
 * Creates the account and emails a confirmation link that signs it in; the answer is the same when the address
 * already has an account (its holder gets an email instead). From an invitation link, the account is signed in at once.
 */
export function useRegisterMutation() {
  return useTypedMutation<RegisterMutation, ReturnType<typeof resultOf>>(mutation, resultOf, makeUserTheViewer);
}
