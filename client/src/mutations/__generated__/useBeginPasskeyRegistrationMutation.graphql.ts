/**
 * @generated SignedSource<<56460c16ff3cf77b6e63e25691d24571>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useBeginPasskeyRegistrationMutation$variables = Record<PropertyKey, never>;
export type useBeginPasskeyRegistrationMutation$data = {
  readonly beginPasskeyRegistration: {
    readonly __typename: string;
    readonly message?: string;
    readonly options?: any;
  };
};
export type useBeginPasskeyRegistrationMutation = {
  response: useBeginPasskeyRegistrationMutation$data;
  variables: useBeginPasskeyRegistrationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "beginPasskeyRegistration",
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
        "type": "BeginPasskeyRegistrationPayload",
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
    "name": "useBeginPasskeyRegistrationMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useBeginPasskeyRegistrationMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7e5a5576fab22a99fdc7aca8832d3fc9",
    "id": null,
    "metadata": {},
    "name": "useBeginPasskeyRegistrationMutation",
    "operationKind": "mutation",
    "text": "mutation useBeginPasskeyRegistrationMutation {\n  beginPasskeyRegistration {\n    __typename\n    ... on BeginPasskeyRegistrationPayload {\n      options\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dfa3dc54f653d44b5d35f091ab19ea68";

export default node;
