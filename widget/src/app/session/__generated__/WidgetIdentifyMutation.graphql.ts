/**
 * @generated SignedSource<<15b4e7ddf28c437be545dd3ad8a740bb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IdentifyVisitorInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  token?: string | null | undefined;
  userHash?: string | null | undefined;
  userId?: string | null | undefined;
};
export type WidgetIdentifyMutation$variables = {
  input: IdentifyVisitorInput;
};
export type WidgetIdentifyMutation$data = {
  readonly identifyVisitor: {
    readonly __typename: "IdentifyVisitorPayload";
    readonly visitor: {
      readonly email: string | null | undefined;
      readonly id: string;
      readonly name: string | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type WidgetIdentifyMutation = {
  response: WidgetIdentifyMutation$data;
  variables: WidgetIdentifyMutation$variables;
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
    "name": "identifyVisitor",
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
            "concreteType": "Visitor",
            "kind": "LinkedField",
            "name": "visitor",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "IdentifyVisitorPayload",
        "abstractKey": null
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
    "name": "WidgetIdentifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetIdentifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8e2a32b661a6c278658f9c6b81223b1b",
    "id": null,
    "metadata": {},
    "name": "WidgetIdentifyMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetIdentifyMutation(\n  $input: IdentifyVisitorInput!\n) {\n  identifyVisitor(input: $input) {\n    __typename\n    ... on IdentifyVisitorPayload {\n      visitor {\n        id\n        name\n        email\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b82e0990a047fff119d0699db4bd587";

export default node;
