/**
 * @generated SignedSource<<f4cca06bb960695204974f73ca075280>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WidgetMessageAttachmentsQuery$variables = {
  id: string;
};
export type WidgetMessageAttachmentsQuery$data = {
  readonly node: {
    readonly attachments?: ReadonlyArray<{
      readonly id: string;
      readonly url: string;
    }>;
    readonly id?: string;
  } | null | undefined;
};
export type WidgetMessageAttachmentsQuery = {
  response: WidgetMessageAttachmentsQuery$data;
  variables: WidgetMessageAttachmentsQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "VisitorAttachment",
  "kind": "LinkedField",
  "name": "attachments",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WidgetMessageAttachmentsQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "type": "VisitorMessage",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetMessageAttachmentsQuery",
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
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "VisitorMessage",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a601a400f011407bbcf7becc5a329b7c",
    "id": null,
    "metadata": {},
    "name": "WidgetMessageAttachmentsQuery",
    "operationKind": "query",
    "text": "query WidgetMessageAttachmentsQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on VisitorMessage {\n      id\n      attachments {\n        id\n        url\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "da439d1f91a1306051862f7035536d4d";

export default node;
