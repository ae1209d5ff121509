import { graphql } from 'react-relay';
import { useTypedMutation, type InputUpdater } from '../lib/useTypedMutation';
import type { InviteMemberInput, useInviteMemberMutation as InviteMemberMutation, useInviteMemberMutation$data } from './__generated__/useInviteMemberMutation.graphql';

const mutation = graphql`
  mutation useInviteMemberMutation($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      __typename
      ... on InviteMemberPayload {
        invitation {
          id
          ...TeamSettingsInvitationRow_invitation
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

const resultOf = (data: useInviteMemberMutation$data) => data.inviteMember;

const listFirstAmongPending: InputUpdater<InviteMemberInput> = (store, input) => {
  const invitation = store.getRootField('inviteMember')?.getLinkedRecord('invitation');
  const organization = store.get(input.organizationId);
  const pending = organization?.getLinkedRecords('pendingInvitations');
  if (!invitation || !organization || !pending) return;
  // Inviting an address again refreshes its open invitation instead of adding a second one.
  const others = pending.filter((record) => record?.getDataID() !== invitation.getDataID());
  organization.setLinkedRecords([invitation, ...others], 'pendingInvitations');
};

export function useInviteMemberMutation() {
  return useTypedMutation<InviteMemberMutation, ReturnType<typeof resultOf>>(mutation, resultOf, listFirstAmongPending);
}
