/**
 * @generated SignedSource<<0480cacc694baefd048d8fb56ac6b853>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useTeamSettingsUpdatesSubscription$variables = {
  canManage: boolean;
  organizationId: string;
};
export type useTeamSettingsUpdatesSubscription$data = {
  readonly organizationUpdated: {
    readonly id: string;
    readonly invitations?: {
      readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsInvitations_organization">;
    } | null | undefined;
    readonly inviteForm?: {
      readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsInviteForm_organization">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsMembers_organization" | "TeamSettingsTeams_organization">;
  };
};
export type useTeamSettingsUpdatesSubscription = {
  response: useTeamSettingsUpdatesSubscription$data;
  variables: useTeamSettingsUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "canManage"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Team",
  "kind": "LinkedField",
  "name": "teams",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTeamSettingsUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizationUpdated",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TeamSettingsMembers_organization"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TeamSettingsTeams_organization"
          },
          {
            "condition": "canManage",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TeamSettingsInviteForm_organization"
                    }
                  ],
                  "type": "Organization",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "inviteForm"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TeamSettingsInvitations_organization"
                    }
                  ],
                  "type": "Organization",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "invitations"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useTeamSettingsUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizationUpdated",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerRole",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Membership",
            "kind": "LinkedField",
            "name": "members",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isViewer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "readOnlyReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Team",
            "kind": "LinkedField",
            "name": "teams",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Membership",
                "kind": "LinkedField",
                "name": "members",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v7/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "condition": "canManage",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "pendingInvitations",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expiresAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "invitedBy",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5df592e5189336c2d4788c92b8085160",
    "id": null,
    "metadata": {},
    "name": "useTeamSettingsUpdatesSubscription",
    "operationKind": "subscription",
    "text": "subscription useTeamSettingsUpdatesSubscription(\n  $organizationId: ID!\n  $canManage: Boolean!\n) {\n  organizationUpdated(organizationId: $organizationId) {\n    id\n    ...TeamSettingsMembers_organization\n    ...TeamSettingsTeams_organization\n    ...TeamSettingsInviteForm_organization @include(if: $canManage)\n    ...TeamSettingsInvitations_organization @include(if: $canManage)\n  }\n}\n\nfragment TeamSettingsInvitationRow_invitation on Invitation {\n  id\n  email\n  role\n  expiresAt\n  invitedBy {\n    name\n    id\n  }\n  teams {\n    id\n    name\n  }\n}\n\nfragment TeamSettingsInvitations_organization on Organization {\n  pendingInvitations {\n    id\n    ...TeamSettingsInvitationRow_invitation\n  }\n}\n\nfragment TeamSettingsInviteForm_organization on Organization {\n  id\n  viewerRole\n  teams {\n    id\n    name\n  }\n}\n\nfragment TeamSettingsMemberRow_membership on Membership {\n  id\n  role\n  isViewer\n  readOnlyReason\n  user {\n    name\n    email\n    avatarUrl\n    id\n  }\n  teams {\n    id\n    name\n  }\n}\n\nfragment TeamSettingsMembers_organization on Organization {\n  id\n  viewerRole\n  members {\n    id\n    ...TeamSettingsMemberRow_membership\n  }\n}\n\nfragment TeamSettingsTeamRow_team on Team {\n  id\n  name\n  members {\n    id\n    user {\n      name\n      avatarUrl\n      id\n    }\n  }\n}\n\nfragment TeamSettingsTeams_organization on Organization {\n  id\n  viewerRole\n  teams {\n    id\n    ...TeamSettingsTeamRow_team\n  }\n  members {\n    id\n    user {\n      name\n      email\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b1035edc1c9a485eeac98ca48df30049";

export default node;
