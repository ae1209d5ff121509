/**
 * @generated SignedSource<<91cef13e70b47fe1a3c7df1d8d317972>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type OrganizationSettingsPageQuery$variables = Record<PropertyKey, never>;
export type OrganizationSettingsPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly viewerRole: Role;
      readonly " $fragmentSpreads": FragmentRefs<"OrganizationAssignOnReply_organization" | "OrganizationDangerZone_organization" | "OrganizationProfileForm_organization" | "OrganizationTwoFactorRequirement_organization">;
    } | null | undefined;
  } | null | undefined;
};
export type OrganizationSettingsPageQuery = {
  response: OrganizationSettingsPageQuery$data;
  variables: OrganizationSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrganizationSettingsPageQuery",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationProfileForm_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationDangerZone_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationTwoFactorRequirement_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrganizationAssignOnReply_organization"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OrganizationSettingsPageQuery",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timezone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletionScheduledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requireTwoFactor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "assignOnReply",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5d1496a4c55dc0992373c668f298ab56",
    "id": null,
    "metadata": {},
    "name": "OrganizationSettingsPageQuery",
    "operationKind": "query",
    "text": "query OrganizationSettingsPageQuery {\n  viewer {\n    activeOrganization {\n      viewerRole\n      ...OrganizationProfileForm_organization\n      ...OrganizationDangerZone_organization\n      ...OrganizationTwoFactorRequirement_organization\n      ...OrganizationAssignOnReply_organization\n      id\n    }\n    id\n  }\n}\n\nfragment OrganizationAssignOnReply_organization on Organization {\n  id\n  assignOnReply\n}\n\nfragment OrganizationDangerZone_organization on Organization {\n  id\n  name\n  deletionScheduledAt\n}\n\nfragment OrganizationProfileForm_organization on Organization {\n  id\n  name\n  timezone\n  slug\n  viewerRole\n}\n\nfragment OrganizationTwoFactorRequirement_organization on Organization {\n  id\n  requireTwoFactor\n}\n"
  }
};
})();

(node as any).hash = "8bac0dc89717d2aa63d50959eed51403";

export default node;
