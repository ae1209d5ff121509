/**
 * @generated SignedSource<<06dad8d12dd4e8c62b201ba587469c81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateCannedResponseInput = {
  body: string;
  cannedResponseId: string;
  shortcut: string;
  title: string;
};
export type useUpdateCannedResponseMutation$variables = {
  input: UpdateCannedResponseInput;
};
export type useUpdateCannedResponseMutation$data = {
  readonly updateCannedResponse: {
    readonly __typename: string;
    readonly cannedResponse?: {
      readonly body: string;
      readonly id: string;
      readonly shortcut: string;
      readonly title: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useUpdateCannedResponseMutation = {
  response: useUpdateCannedResponseMutation$data;
  variables: useUpdateCannedResponseMutation$variables;
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
    "name": "updateCannedResponse",
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
            "concreteType": "CannedResponse",
            "kind": "LinkedField",
            "name": "cannedResponse",
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
                "name": "shortcut",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateCannedResponsePayload",
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
    "name": "useUpdateCannedResponseMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateCannedResponseMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "e1331c6acfbe45384d6e460d7c175772",
    "id": null,
    "metadata": {},
    "name": "useUpdateCannedResponseMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateCannedResponseMutation(\n  $input: UpdateCannedResponseInput!\n) {\n  updateCannedResponse(input: $input) {\n    __typename\n    ... on UpdateCannedResponsePayload {\n      cannedResponse {\n        id\n        shortcut\n        title\n        body\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b5bc266020df8bbcb3cbf347594d57ce";

export default node;
