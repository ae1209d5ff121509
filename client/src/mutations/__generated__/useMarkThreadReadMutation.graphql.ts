/**
 * @generated SignedSource<<5d17c887abd2b992d51521ba1631ea5e>>
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
    readonly organization?: {
      readonly id: string;
      readonly viewerUnreadNotificationCount: number;
      readonly viewerUnreadThreadCount: number;
    };
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
              (v1/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerUnreadNotificationCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerUnreadThreadCount",
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
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkThreadReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "fb430f10bbe4adfccc0fce20c27199de",
    "id": null,
    "metadata": {},
    "name": "useMarkThreadReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkThreadReadMutation(\n  $input: MarkThreadReadInput!\n) {\n  markThreadRead(input: $input) {\n    __typename\n    ... on MarkThreadReadPayload {\n      thread {\n        id\n        unread\n        viewerLastReadSeq\n      }\n      organization {\n        id\n        viewerUnreadNotificationCount\n        viewerUnreadThreadCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f525c35827777ef50f61bef39f68c1e";

export default node;
