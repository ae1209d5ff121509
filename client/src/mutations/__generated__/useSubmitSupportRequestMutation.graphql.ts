/**
 * @generated SignedSource<<2a6f9b11f82f848d6549a663ecd4e50e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubmitSupportRequestInput = {
  email: string;
  message: string;
  name: string;
};
export type useSubmitSupportRequestMutation$variables = {
  input: SubmitSupportRequestInput;
};
export type useSubmitSupportRequestMutation$data = {
  readonly submitSupportRequest: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly threadId?: string;
  };
};
export type useSubmitSupportRequestMutation = {
  response: useSubmitSupportRequestMutation$data;
  variables: useSubmitSupportRequestMutation$variables;
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
    "name": "submitSupportRequest",
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
            "name": "threadId",
            "storageKey": null
          }
        ],
        "type": "SubmitSupportRequestPayload",
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
    "name": "useSubmitSupportRequestMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitSupportRequestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e8ab344f5ed523fa46e4116ac16f16b6",
    "id": null,
    "metadata": {},
    "name": "useSubmitSupportRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitSupportRequestMutation(\n  $input: SubmitSupportRequestInput!\n) {\n  submitSupportRequest(input: $input) {\n    __typename\n    ... on SubmitSupportRequestPayload {\n      threadId\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "21cb9bac526434527ab731679ed651bb";

export default node;
