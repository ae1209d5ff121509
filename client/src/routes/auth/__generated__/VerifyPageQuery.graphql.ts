/**
 * @generated SignedSource<<be06f2376d1413dca27d118406188c25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VerifyPageQuery$variables = Record<PropertyKey, never>;
export type VerifyPageQuery$data = {
  readonly viewer: {
    readonly emailVerified: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"CheckInboxPanel_viewer">;
  } | null | undefined;
};
export type VerifyPageQuery = {
  response: VerifyPageQuery$data;
  variables: VerifyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailVerified",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VerifyPageQuery",
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
            "name": "CheckInboxPanel_viewer"
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
    "name": "VerifyPageQuery",
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "69276bc81c401c831de4c79ce17534b6",
    "id": null,
    "metadata": {},
    "name": "VerifyPageQuery",
    "operationKind": "query",
    "text": "query VerifyPageQuery {\n  viewer {\n    emailVerified\n    ...CheckInboxPanel_viewer\n    id\n  }\n}\n\nfragment CheckInboxPanel_viewer on User {\n  email\n}\n"
  }
};
})();

(node as any).hash = "9a69bf94602e371afc03f74820f27baa";

export default node;
