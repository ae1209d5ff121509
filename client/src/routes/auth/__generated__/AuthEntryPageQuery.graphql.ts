/**
 * @generated SignedSource<<890af1a920fa7ae0cb1959f4f3304bbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuthEntryPageQuery$variables = {
  hasInvitation: boolean;
  invitationToken: string;
};
export type AuthEntryPageQuery$data = {
  readonly invitation?: {
    readonly email: string;
    readonly organizationName: string;
    readonly " $fragmentSpreads": FragmentRefs<"InvitationBanner_invitation">;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"InvitationAcceptCard_viewer" | "useAccessRedirect_viewer">;
  } | null | undefined;
};
export type AuthEntryPageQuery = {
  response: AuthEntryPageQuery$data;
  variables: AuthEntryPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasInvitation"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "invitationToken"
},
v2 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "invitationToken"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    "name": "AuthEntryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useAccessRedirect_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvitationAcceptCard_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasInvitation",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "InvitationPreview",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InvitationBanner_invitation"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AuthEntryPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailVerified",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twoFactorSetupRequired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingCompleted",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "hasInvitation",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "InvitationPreview",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inviterName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "1e59022570d85fd7732f37338b97642b",
    "id": null,
    "metadata": {},
    "name": "AuthEntryPageQuery",
    "operationKind": "query",
    "text": "query AuthEntryPageQuery(\n  $invitationToken: String!\n  $hasInvitation: Boolean!\n) {\n  viewer {\n    ...useAccessRedirect_viewer\n    ...InvitationAcceptCard_viewer\n    id\n  }\n  invitation(token: $invitationToken) @include(if: $hasInvitation) {\n    email\n    organizationName\n    ...InvitationBanner_invitation\n  }\n}\n\nfragment InvitationAcceptCard_viewer on User {\n  email\n}\n\nfragment InvitationBanner_invitation on InvitationPreview {\n  inviterName\n  organizationName\n  role\n}\n\nfragment useAccessRedirect_viewer on User {\n  emailVerified\n  twoFactorSetupRequired\n  activeOrganization {\n    id\n    onboardingCompleted\n  }\n}\n"
  }
};
})();

(node as any).hash = "45a88728247e057deebb7beb8b4827db";

export default node;
