/**
 * @generated SignedSource<<5c2ed770dba2b03bf1ea1c750e1beb02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkThreadReadInput = {
  seq: number;
  threadId: string;
};
export type useMarkThreadReadMutation$variables = {
  input: MarkThreadReadInput;
};
export type useMarkThreadReadMutation$data = {
  readonly markThreadRead: {
    readonly __typename: string;
    readonly message?: string;
    readonly thread?: {
      readonly id: string;
      readonly unread: boolean;
      readonly viewerLastReadSeq: number;
    };
  };
};
export type useMarkThreadReadMutation = {
  response: useMarkThreadReadMutation$data;
  variables: useMarkThreadReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markThreadRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Thread",
            "kind": "LinkedField",
            "name": "thread",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unread",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerLastReadSeq",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkThreadReadPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkThreadReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkThreadReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b49d201d3a3f84d246a515e783beb719",
    "id": null,
    "metadata": {},
    "name": "useMarkThreadReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkThreadReadMutation(\n  $input: MarkThreadReadInput!\n) {\n  markThreadRead(input: $input) {\n    __typename\n    ... on MarkThreadReadPayload {\n      thread {\n        id\n        unread\n        viewerLastReadSeq\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ff8b4ef91fb149fbb7f88ac57e23fdd8";

export default node;
