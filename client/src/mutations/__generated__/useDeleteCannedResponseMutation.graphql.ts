/**
 * @generated SignedSource<<56a07efb51a979bf7a0d7a8de61cc061>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCannedResponseInput = {
  cannedResponseId: string;
};
export type useDeleteCannedResponseMutation$variables = {
  input: DeleteCannedResponseInput;
};
export type useDeleteCannedResponseMutation$data = {
  readonly deleteCannedResponse: {
    readonly __typename: string;
    readonly deletedCannedResponseId?: string;
    readonly message?: string;
  };
};
export type useDeleteCannedResponseMutation = {
  response: useDeleteCannedResponseMutation$data;
  variables: useDeleteCannedResponseMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedCannedResponseId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteCannedResponseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteCannedResponse",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "DeleteCannedResponsePayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteCannedResponseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteCannedResponse",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedCannedResponseId"
              }
            ],
            "type": "DeleteCannedResponsePayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8a9e54a4efefbad58e7e4d172d4f17e2",
    "id": null,
    "metadata": {},
    "name": "useDeleteCannedResponseMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteCannedResponseMutation(\n  $input: DeleteCannedResponseInput!\n) {\n  deleteCannedResponse(input: $input) {\n    __typename\n    ... on DeleteCannedResponsePayload {\n      deletedCannedResponseId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "225a19c21ad386e8e4fa2ff03b2162a7";

export default node;
