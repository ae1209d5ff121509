/**
 * @generated SignedSource<<a2865af97492368ec7749b83d3a4b483>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CancelOrganizationDeletionInput = {
  organizationId: string;
};
export type useCancelOrganizationDeletionMutation$variables = {
  input: CancelOrganizationDeletionInput;
};
export type useCancelOrganizationDeletionMutation$data = {
  readonly cancelOrganizationDeletion: {
    readonly __typename: string;
    readonly message?: string;
    readonly organization?: {
      readonly deletionScheduledAt: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useCancelOrganizationDeletionMutation = {
  response: useCancelOrganizationDeletionMutation$data;
  variables: useCancelOrganizationDeletionMutation$variables;
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
    "name": "cancelOrganizationDeletion",
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
                "name": "deletionScheduledAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CancelOrganizationDeletionPayload",
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
    "name": "useCancelOrganizationDeletionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCancelOrganizationDeletionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "af968747573c0d6062020467f1abb584",
    "id": null,
    "metadata": {},
    "name": "useCancelOrganizationDeletionMutation",
    "operationKind": "mutation",
    "text": "mutation useCancelOrganizationDeletionMutation(\n  $input: CancelOrganizationDeletionInput!\n) {\n  cancelOrganizationDeletion(input: $input) {\n    __typename\n    ... on CancelOrganizationDeletionPayload {\n      organization {\n        id\n        deletionScheduledAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8dc8ea02df8d4c8f10a8f5e7a59667eb";

export default node;
