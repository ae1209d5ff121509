/**
 * @generated SignedSource<<2a29b6241e45a479fdc892cbafb14cee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RotateWebhookSecretInput = {
  endpointId: string;
};
export type useRotateWebhookSecretMutation$variables = {
  input: RotateWebhookSecretInput;
};
export type useRotateWebhookSecretMutation$data = {
  readonly rotateWebhookSecret: {
    readonly __typename: string;
    readonly endpoint?: {
      readonly id: string;
      readonly previousSecretExpiresAt: string | null | undefined;
      readonly secret: string | null | undefined;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useRotateWebhookSecretMutation = {
  response: useRotateWebhookSecretMutation$data;
  variables: useRotateWebhookSecretMutation$variables;
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
  "name": "message",
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
    "name": "rotateWebhookSecret",
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
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "endpoint",
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
                "name": "secret",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "previousSecretExpiresAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RotateWebhookSecretPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useRotateWebhookSecretMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRotateWebhookSecretMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9bf3e1cdeb4aa15f5408c619ad46c31c",
    "id": null,
    "metadata": {},
    "name": "useRotateWebhookSecretMutation",
    "operationKind": "mutation",
    "text": "mutation useRotateWebhookSecretMutation(\n  $input: RotateWebhookSecretInput!\n) {\n  rotateWebhookSecret(input: $input) {\n    __typename\n    ... on RotateWebhookSecretPayload {\n      endpoint {\n        id\n        secret\n        previousSecretExpiresAt\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6eb0e946380a8881e5b6215d132ec41";

export default node;
