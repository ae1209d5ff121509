/**
 * @generated SignedSource<<bd39c955f64a8de5ac3a1d33c3ee2c75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useBeginPasskeySecondStepMutation$variables = Record<PropertyKey, never>;
export type useBeginPasskeySecondStepMutation$data = {
  readonly beginPasskeySecondStep: {
    readonly __typename: string;
    readonly message?: string;
    readonly options?: any;
  };
};
export type useBeginPasskeySecondStepMutation = {
  response: useBeginPasskeySecondStepMutation$data;
  variables: useBeginPasskeySecondStepMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "beginPasskeySecondStep",
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
            "name": "options",
            "storageKey": null
          }
        ],
        "type": "BeginPasskeySecondStepPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useBeginPasskeySecondStepMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useBeginPasskeySecondStepMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "460737453f0df11cb047cef92758d9a9",
    "id": null,
    "metadata": {},
    "name": "useBeginPasskeySecondStepMutation",
    "operationKind": "mutation",
    "text": "mutation useBeginPasskeySecondStepMutation {\n  beginPasskeySecondStep {\n    __typename\n    ... on BeginPasskeySecondStepPayload {\n      options\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec8dad850640f9fbfae1b5cb37ba6ac3";

export default node;
