/**
 * @generated SignedSource<<8fcd93ec3a5cc280b087c4f09508e1f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetAnswerBotNameInput = {
  name: string;
  organizationId: string;
};
export type useSetAnswerBotNameMutation$variables = {
  input: SetAnswerBotNameInput;
};
export type useSetAnswerBotNameMutation$data = {
  readonly setAnswerBotName: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organization?: {
      readonly answerBotName: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useSetAnswerBotNameMutation = {
  response: useSetAnswerBotNameMutation$data;
  variables: useSetAnswerBotNameMutation$variables;
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
    "name": "setAnswerBotName",
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
                "name": "answerBotName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetAnswerBotNamePayload",
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
    "name": "useSetAnswerBotNameMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAnswerBotNameMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "eb784e95191557c5804a378ff81f7d51",
    "id": null,
    "metadata": {},
    "name": "useSetAnswerBotNameMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAnswerBotNameMutation(\n  $input: SetAnswerBotNameInput!\n) {\n  setAnswerBotName(input: $input) {\n    __typename\n    ... on SetAnswerBotNamePayload {\n      organization {\n        id\n        answerBotName\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc699718ab2e4a5c0dffbb0b9f0386f0";

export default node;
