/**
 * @generated SignedSource<<2e9b05bd3f0cc8578bda6c61975b45fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EraseContactInput = {
  confirmation: string;
  contactId: string;
};
export type useEraseContactMutation$variables = {
  input: EraseContactInput;
};
export type useEraseContactMutation$data = {
  readonly eraseContact: {
    readonly __typename: string;
    readonly erasedContactId?: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly filesDeleted?: number;
    readonly keptForCounts?: boolean;
    readonly message?: string;
    readonly threadsDeleted?: number;
  };
};
export type useEraseContactMutation = {
  response: useEraseContactMutation$data;
  variables: useEraseContactMutation$variables;
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
    "name": "eraseContact",
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
            "name": "erasedContactId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "threadsDeleted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "filesDeleted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keptForCounts",
            "storageKey": null
          }
        ],
        "type": "EraseContactPayload",
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
    "name": "useEraseContactMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEraseContactMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1265aaa53adab705372fe6646fa90a53",
    "id": null,
    "metadata": {},
    "name": "useEraseContactMutation",
    "operationKind": "mutation",
    "text": "mutation useEraseContactMutation(\n  $input: EraseContactInput!\n) {\n  eraseContact(input: $input) {\n    __typename\n    ... on EraseContactPayload {\n      erasedContactId\n      threadsDeleted\n      filesDeleted\n      keptForCounts\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1890d883217b8c97248d0734b51756c0";

export default node;
