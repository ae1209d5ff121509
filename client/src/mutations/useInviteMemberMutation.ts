import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTypedMutation } from '../lib/useTypedMutation';
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

export function useInviteMemberMutation() {
  const [run, isInFlight] = useTypedMutation<InviteMemberMutation, ReturnType<typeof resultOf>>(mutation, resultOf);
  const commit = useCallback(
    (input: InviteMemberInput) =>
      run(
        { input },
        {
          updater: (store) => {
            const invitation = store.getRootField('inviteMember')?.getLinkedRecord('invitation');
            const organization = store.get(input.organizationId);
            const pending = organization?.getLinkedRecords('pendingInvitations');
            if (!invitation || !organization || !pending) return;
            // Inviting an address again refreshes its open invitation instead of adding a second one.
            const others = pending.filter((record) => record?.getDataID() !== invitation.getDataID());
            organization.setLinkedRecords([invitation, ...others], 'pendingInvitations');
          },
        },
      ),
    [run],
  );
  return [commit, isInFlight] as const;
}
