/**
 * @generated SignedSource<<a8f8864e8dee2cc0e692065553b25db5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoFactorSetupPageQuery$variables = Record<PropertyKey, never>;
export type TwoFactorSetupPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"useAccessRedirect_viewer">;
  } | null | undefined;
};
export type TwoFactorSetupPageQuery = {
  response: TwoFactorSetupPageQuery$data;
  variables: TwoFactorSetupPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "TwoFactorSetupPageQuery",
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
    "name": "TwoFactorSetupPageQuery",
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
              (v0/*:: as any*/),
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
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5acd6e8dfc21d34fcfedf19559d8a30d",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSetupPageQuery",
    "operationKind": "query",
    "text": "query TwoFactorSetupPageQuery {\n  viewer {\n    ...useAccessRedirect_viewer\n    id\n  }\n}\n\nfragment useAccessRedirect_viewer on User {\n  emailVerified\n  twoFactorSetupRequired\n  activeOrganization {\n    id\n    onboardingCompleted\n  }\n}\n"
  }
};
})();

(node as any).hash = "14903a7a9f151a777aadd2da655baa7b";

export default node;
