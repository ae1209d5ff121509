/**
 * @generated SignedSource<<6551660996aed6643cf96906ee27520f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginPageQuery$variables = {
  hasInvitation: boolean;
  invitationToken: string;
};
export type LoginPageQuery$data = {
  readonly invitation?: {
    readonly email: string;
    readonly organizationName: string;
    readonly " $fragmentSpreads": FragmentRefs<"InvitationBanner_invitation">;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"InvitationAcceptCard_viewer" | "useAccessRedirect_viewer">;
  } | null | undefined;
};
export type LoginPageQuery = {
  response: LoginPageQuery$data;
  variables: LoginPageQuery$variables;
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
    "name": "LoginPageQuery",
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
    "name": "LoginPageQuery",
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
    "cacheID": "0768b2a9c1dd4e43f41d8451a7cab419",
    "id": null,
    "metadata": {},
    "name": "LoginPageQuery",
    "operationKind": "query",
    "text": "query LoginPageQuery(\n  $invitationToken: String!\n  $hasInvitation: Boolean!\n) {\n  viewer {\n    ...useAccessRedirect_viewer\n    ...InvitationAcceptCard_viewer\n    id\n  }\n  invitation(token: $invitationToken) @include(if: $hasInvitation) {\n    email\n    organizationName\n    ...InvitationBanner_invitation\n  }\n}\n\nfragment InvitationAcceptCard_viewer on User {\n  email\n}\n\nfragment InvitationBanner_invitation on InvitationPreview {\n  inviterName\n  organizationName\n  role\n}\n\nfragment useAccessRedirect_viewer on User {\n  emailVerified\n  activeOrganization {\n    id\n    onboardingCompleted\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e2061e579070bb847a4edfb65950c29";

export default node;
