/**
 * @generated SignedSource<<2f39ecae1d3a4ef61795dc5ae0cfef20>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WidgetIdentitySecretQuery$variables = {
  id: string;
};
export type WidgetIdentitySecretQuery$data = {
  readonly node: {
    readonly identitySecret?: string;
  } | null | undefined;
};
export type WidgetIdentitySecretQuery = {
  response: WidgetIdentitySecretQuery$data;
  variables: WidgetIdentitySecretQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "identitySecret",
      "storageKey": null
    }
  ],
  "type": "Widget",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WidgetIdentitySecretQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetIdentitySecretQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    "cacheID": "461954ff996b649c4d7146cda2ab666a",
    "id": null,
    "metadata": {},
    "name": "WidgetIdentitySecretQuery",
    "operationKind": "query",
    "text": "query WidgetIdentitySecretQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Widget {\n      identitySecret\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "e03f53b97df57eb82ac401c64f85fe8c";

export default node;
