/**
 * @generated SignedSource<<5bbbda02a02de8eaff79c69de39af15b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkVisitorThreadReadInput = {
  seq: number;
  threadId: string;
};
export type WidgetMarkReadMutation$variables = {
  input: MarkVisitorThreadReadInput;
};
export type WidgetMarkReadMutation$data = {
  readonly markVisitorThreadRead: {
    readonly __typename: "MarkVisitorThreadReadPayload";
    readonly thread: {
      readonly id: string;
      readonly lastReadSeq: number;
      readonly unreadCount: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type WidgetMarkReadMutation = {
  response: WidgetMarkReadMutation$data;
  variables: WidgetMarkReadMutation$variables;
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
    "name": "markVisitorThreadRead",
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
            "concreteType": "VisitorThread",
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
                "name": "lastReadSeq",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unreadCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MarkVisitorThreadReadPayload",
        "abstractKey": null
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
    "name": "WidgetMarkReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetMarkReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "43ac6c70fbbc09b32aaa8d8d51c043a3",
    "id": null,
    "metadata": {},
    "name": "WidgetMarkReadMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetMarkReadMutation(\n  $input: MarkVisitorThreadReadInput!\n) {\n  markVisitorThreadRead(input: $input) {\n    __typename\n    ... on MarkVisitorThreadReadPayload {\n      thread {\n        id\n        lastReadSeq\n        unreadCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e925e66e3015d85663c1bdfdaaaed94";

export default node;
