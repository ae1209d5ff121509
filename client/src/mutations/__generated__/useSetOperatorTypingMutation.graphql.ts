/**
 * @generated SignedSource<<dd4d9c2cd2dbef772500fdafd1ce9e46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetOperatorTypingInput = {
  isTyping: boolean;
  threadId: string;
};
export type useSetOperatorTypingMutation$variables = {
  input: SetOperatorTypingInput;
};
export type useSetOperatorTypingMutation$data = {
  readonly setOperatorTyping: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useSetOperatorTypingMutation = {
  response: useSetOperatorTypingMutation$data;
  variables: useSetOperatorTypingMutation$variables;
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
    "name": "setOperatorTyping",
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
    "name": "useSetOperatorTypingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetOperatorTypingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "175b49a4fe2c8afef2bef974c861dab9",
    "id": null,
    "metadata": {},
    "name": "useSetOperatorTypingMutation",
    "operationKind": "mutation",
    "text": "mutation useSetOperatorTypingMutation(\n  $input: SetOperatorTypingInput!\n) {\n  setOperatorTyping(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f72ccb535246a9744b38fae7cfe7f482";

export default node;
