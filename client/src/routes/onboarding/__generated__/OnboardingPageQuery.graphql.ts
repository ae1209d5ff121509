/**
 * @generated SignedSource<<afc3886ea82b3939aca446ca8be622a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type OnboardingPageQuery$variables = Record<PropertyKey, never>;
export type OnboardingPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly viewerRole: Role;
      readonly " $fragmentSpreads": FragmentRefs<"OnboardingFlow_organization">;
    } | null | undefined;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"useAccessRedirect_viewer">;
  } | null | undefined;
};
export type OnboardingPageQuery = {
  response: OnboardingPageQuery$data;
  variables: OnboardingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v2 = {
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
    "name": "OnboardingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useAccessRedirect_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OnboardingFlow_organization"
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
    "name": "OnboardingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingCompleted",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Widget",
                "kind": "LinkedField",
                "name": "widgets",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "installSnippet",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "58b1d5f11d9036e7e04ca39b77f73b2a",
    "id": null,
    "metadata": {},
    "name": "OnboardingPageQuery",
    "operationKind": "query",
    "text": "query OnboardingPageQuery {\n  viewer {\n    name\n    ...useAccessRedirect_viewer\n    activeOrganization {\n      viewerRole\n      ...OnboardingFlow_organization\n      id\n    }\n    id\n  }\n}\n\nfragment OnboardingFlow_organization on Organization {\n  id\n  widgets {\n    id\n  }\n  ...WidgetStep_organization\n}\n\nfragment WidgetStep_organization on Organization {\n  id\n  widgets {\n    id\n    name\n    installSnippet\n  }\n}\n\nfragment useAccessRedirect_viewer on User {\n  emailVerified\n  twoFactorSetupRequired\n  activeOrganization {\n    id\n    onboardingCompleted\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd0954b8b1b684178183c948cfce2064";

export default node;
