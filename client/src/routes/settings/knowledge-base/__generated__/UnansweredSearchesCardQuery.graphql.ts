/**
 * @generated SignedSource<<30a7e4f80d418a8bc9ce50285b881db7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnansweredSearchesCardQuery$variables = Record<PropertyKey, never>;
export type UnansweredSearchesCardQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly unansweredSearches: ReadonlyArray<{
        readonly count: number;
        readonly lastSearchedAt: string;
        readonly locale: string;
        readonly query: string;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type UnansweredSearchesCardQuery = {
  response: UnansweredSearchesCardQuery$data;
  variables: UnansweredSearchesCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "UnansweredSearch",
  "kind": "LinkedField",
  "name": "unansweredSearches",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "query",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSearchedAt",
      "storageKey": null
    }
  ],
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
    "name": "UnansweredSearchesCardQuery",
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
              (v0/*:: as any*/)
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
    "name": "UnansweredSearchesCardQuery",
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
              (v1/*:: as any*/)
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
    "cacheID": "e18394234c6673820cd3c099d4a67f4b",
    "id": null,
    "metadata": {},
    "name": "UnansweredSearchesCardQuery",
    "operationKind": "query",
    "text": "query UnansweredSearchesCardQuery {\n  viewer {\n    activeOrganization {\n      unansweredSearches {\n        query\n        locale\n        count\n        lastSearchedAt\n      }\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3fd4985a9a9ad245c3129d0134e342a5";

export default node;
