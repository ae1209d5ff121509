/**
 * @generated SignedSource<<c94154332404312f6de6a2f40d0ca775>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type CannedResponsesSettingsPageQuery$variables = Record<PropertyKey, never>;
export type CannedResponsesSettingsPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly cannedResponses: ReadonlyArray<{
        readonly body: string;
        readonly id: string;
        readonly shortcut: string;
        readonly title: string;
        readonly " $fragmentSpreads": FragmentRefs<"CannedResponseRow_cannedResponse">;
      }>;
      readonly id: string;
      readonly viewerRole: Role;
    } | null | undefined;
  } | null | undefined;
};
export type CannedResponsesSettingsPageQuery = {
  response: CannedResponsesSettingsPageQuery$data;
  variables: CannedResponsesSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "shortcut",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CannedResponsesSettingsPageQuery",
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
                "concreteType": "CannedResponse",
                "kind": "LinkedField",
                "name": "cannedResponses",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CannedResponseRow_cannedResponse"
                  }
                ],
                "storageKey": null
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
    "name": "CannedResponsesSettingsPageQuery",
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
                "concreteType": "CannedResponse",
                "kind": "LinkedField",
                "name": "cannedResponses",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
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
    "cacheID": "e59f4b98e141dd87ce2b47e7e35a0d6a",
    "id": null,
    "metadata": {},
    "name": "CannedResponsesSettingsPageQuery",
    "operationKind": "query",
    "text": "query CannedResponsesSettingsPageQuery {\n  viewer {\n    activeOrganization {\n      id\n      viewerRole\n      cannedResponses {\n        id\n        shortcut\n        title\n        body\n        ...CannedResponseRow_cannedResponse\n      }\n    }\n    id\n  }\n}\n\nfragment CannedResponseRow_cannedResponse on CannedResponse {\n  id\n  shortcut\n  title\n  body\n}\n"
  }
};
})();

(node as any).hash = "6aa971b99b9c553d6c20e2f7e0cd4f0d";

export default node;
