/**
 * @generated SignedSource<<432625addeb5b2ff7c2eddee71c6a770>>
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
    readonly " $fragmentSpreads": FragmentRefs<"SignedInCheckInbox_viewer">;
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
            "name": "SignedInCheckInbox_viewer"
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
    "cacheID": "ca9340e7df44cfa0d4fceade6d27bd01",
    "id": null,
    "metadata": {},
    "name": "VerifyPageQuery",
    "operationKind": "query",
    "text": "query VerifyPageQuery {\n  viewer {\n    emailVerified\n    ...SignedInCheckInbox_viewer\n    id\n  }\n}\n\nfragment SignedInCheckInbox_viewer on User {\n  email\n}\n"
  }
};
})();

(node as any).hash = "a3fc5cac38402885774e20d7006ad146";

export default node;
