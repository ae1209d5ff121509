/**
 * @generated SignedSource<<1ed9c27a3fe5541fc2a284059cad9faf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RotateWidgetIdentitySecretInput = {
  widgetId: string;
};
export type useRotateWidgetIdentitySecretMutation$variables = {
  input: RotateWidgetIdentitySecretInput;
};
export type useRotateWidgetIdentitySecretMutation$data = {
  readonly rotateWidgetIdentitySecret: {
    readonly __typename: string;
    readonly message?: string;
    readonly widget?: {
      readonly id: string;
      readonly identitySecret: string;
    };
  };
};
export type useRotateWidgetIdentitySecretMutation = {
  response: useRotateWidgetIdentitySecretMutation$data;
  variables: useRotateWidgetIdentitySecretMutation$variables;
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
    "name": "rotateWidgetIdentitySecret",
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
            "concreteType": "Widget",
            "kind": "LinkedField",
            "name": "widget",
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
                "name": "identitySecret",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RotateWidgetIdentitySecretPayload",
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
    "name": "useRotateWidgetIdentitySecretMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRotateWidgetIdentitySecretMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "98cfd99043c7c84771d53c98ba42249b",
    "id": null,
    "metadata": {},
    "name": "useRotateWidgetIdentitySecretMutation",
    "operationKind": "mutation",
    "text": "mutation useRotateWidgetIdentitySecretMutation(\n  $input: RotateWidgetIdentitySecretInput!\n) {\n  rotateWidgetIdentitySecret(input: $input) {\n    __typename\n    ... on RotateWidgetIdentitySecretPayload {\n      widget {\n        id\n        identitySecret\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e177dc3a381471bfb6eefdc415345c2";

export default node;
