/**
 * @generated SignedSource<<0b832de88d80b318aaca1f991ee59350>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useBeginPasskeySignInMutation$variables = Record<PropertyKey, never>;
export type useBeginPasskeySignInMutation$data = {
  readonly beginPasskeySignIn: {
    readonly __typename: string;
    readonly message?: string;
    readonly options?: any;
  };
};
export type useBeginPasskeySignInMutation = {
  response: useBeginPasskeySignInMutation$data;
  variables: useBeginPasskeySignInMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "beginPasskeySignIn",
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
        "type": "BeginPasskeySignInPayload",
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
    "name": "useBeginPasskeySignInMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useBeginPasskeySignInMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "06955749145798904061be79e42e6244",
    "id": null,
    "metadata": {},
    "name": "useBeginPasskeySignInMutation",
    "operationKind": "mutation",
    "text": "mutation useBeginPasskeySignInMutation {\n  beginPasskeySignIn {\n    __typename\n    ... on BeginPasskeySignInPayload {\n      options\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1067735c577bb91ab346969076b031c3";

export default node;
