import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTeamSettingsUpdatesSubscription as UpdatesSubscription } from './__generated__/useTeamSettingsUpdatesSubscription.graphql';

const subscription = graphql`
  subscription useTeamSettingsUpdatesSubscription($organizationId: ID!, $canManage: Boolean!) {
    organizationUpdated(organizationId: $organizationId) {
      id
      ...TeamSettingsMembers_organization
      ...TeamSettingsTeams_organization
      ...TeamSettingsInviteForm_organization @include(if: $canManage) @alias(as: "inviteForm")
      ...TeamSettingsInvitations_organization @include(if: $canManage) @alias(as: "invitations")
    }
  }
`;

/** Keeps the team page live: members, roles, teams and invitations changed by anyone appear at once. */
export function useTeamSettingsUpdatesSubscription(organizationId: string, canManage: boolean) {
  const config = useMemo<GraphQLSubscriptionConfig<UpdatesSubscription>>(
    () => ({ subscription, variables: { organizationId, canManage } }),
    [organizationId, canManage],
  );
  useSubscription(config);
}
