/**
 * @generated SignedSource<<9ff2ff74671c13ddc4fd9f5340e0ff87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetAnswerFirstInput = {
  enabled: boolean;
  organizationId: string;
};
export type useSetAnswerFirstMutation$variables = {
  input: SetAnswerFirstInput;
};
export type useSetAnswerFirstMutation$data = {
  readonly setAnswerFirst: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organization?: {
      readonly answerFirstEnabled: boolean;
      readonly id: string;
    };
  };
};
export type useSetAnswerFirstMutation = {
  response: useSetAnswerFirstMutation$data;
  variables: useSetAnswerFirstMutation$variables;
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
    "name": "setAnswerFirst",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
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
                "name": "answerFirstEnabled",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetAnswerFirstPayload",
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
    "name": "useSetAnswerFirstMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAnswerFirstMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "cc12291d0c6e3c19d44e966dbbfdf919",
    "id": null,
    "metadata": {},
    "name": "useSetAnswerFirstMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAnswerFirstMutation(\n  $input: SetAnswerFirstInput!\n) {\n  setAnswerFirst(input: $input) {\n    __typename\n    ... on SetAnswerFirstPayload {\n      organization {\n        id\n        answerFirstEnabled\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cc94fe7c0ad7f6bec65791c20456f2c3";

export default node;
