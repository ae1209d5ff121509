/**
 * @generated SignedSource<<8447b14fb7804f013d283c0cdf0863bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetAssignOnReplyInput = {
  enabled: boolean;
  organizationId: string;
};
export type useSetAssignOnReplyMutation$variables = {
  input: SetAssignOnReplyInput;
};
export type useSetAssignOnReplyMutation$data = {
  readonly setAssignOnReply: {
    readonly __typename: string;
    readonly message?: string;
    readonly organization?: {
      readonly assignOnReply: boolean;
      readonly id: string;
    };
  };
};
export type useSetAssignOnReplyMutation = {
  response: useSetAssignOnReplyMutation$data;
  variables: useSetAssignOnReplyMutation$variables;
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
    "name": "setAssignOnReply",
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
                "name": "assignOnReply",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetAssignOnReplyPayload",
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
    "name": "useSetAssignOnReplyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAssignOnReplyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f87d171886c48def19ea7ce712e95170",
    "id": null,
    "metadata": {},
    "name": "useSetAssignOnReplyMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAssignOnReplyMutation(\n  $input: SetAssignOnReplyInput!\n) {\n  setAssignOnReply(input: $input) {\n    __typename\n    ... on SetAssignOnReplyPayload {\n      organization {\n        id\n        assignOnReply\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "541b69b88d6b781c8308735cfa8bd0a1";

export default node;
