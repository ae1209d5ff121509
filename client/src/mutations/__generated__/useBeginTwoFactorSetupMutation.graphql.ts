/**
 * @generated SignedSource<<0ea6245b628b676cb4287b089f8b6767>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useBeginTwoFactorSetupMutation$variables = Record<PropertyKey, never>;
export type useBeginTwoFactorSetupMutation$data = {
  readonly beginTwoFactorSetup: {
    readonly __typename: string;
    readonly message?: string;
    readonly qrCodeDataUrl?: string;
    readonly secret?: string;
  };
};
export type useBeginTwoFactorSetupMutation = {
  response: useBeginTwoFactorSetupMutation$data;
  variables: useBeginTwoFactorSetupMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "beginTwoFactorSetup",
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
            "name": "secret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "qrCodeDataUrl",
            "storageKey": null
          }
        ],
        "type": "BeginTwoFactorSetupPayload",
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
    "name": "useBeginTwoFactorSetupMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useBeginTwoFactorSetupMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0be5a1a9525e9312a29cd9fee0f7e2fe",
    "id": null,
    "metadata": {},
    "name": "useBeginTwoFactorSetupMutation",
    "operationKind": "mutation",
    "text": "mutation useBeginTwoFactorSetupMutation {\n  beginTwoFactorSetup {\n    __typename\n    ... on BeginTwoFactorSetupPayload {\n      secret\n      qrCodeDataUrl\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "be061d9d1ef05c6e5cb25389f1d67644";

export default node;
