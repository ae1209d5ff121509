/**
 * @generated SignedSource<<acb95363999c74d8d42757c0f58de2b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ColorScheme = "DARK" | "LIGHT" | "SYSTEM";
export type SetColorSchemeInput = {
  colorScheme: ColorScheme;
};
export type useSetColorSchemeMutation$variables = {
  input: SetColorSchemeInput;
};
export type useSetColorSchemeMutation$data = {
  readonly setColorScheme: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly colorScheme: ColorScheme;
      readonly id: string;
    };
  };
};
export type useSetColorSchemeMutation = {
  response: useSetColorSchemeMutation$data;
  variables: useSetColorSchemeMutation$variables;
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
    "name": "setColorScheme",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "colorScheme",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetColorSchemePayload",
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
    "name": "useSetColorSchemeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetColorSchemeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "13f9f93a7f57e66b332d3afad517c8cc",
    "id": null,
    "metadata": {},
    "name": "useSetColorSchemeMutation",
    "operationKind": "mutation",
    "text": "mutation useSetColorSchemeMutation(\n  $input: SetColorSchemeInput!\n) {\n  setColorScheme(input: $input) {\n    __typename\n    ... on SetColorSchemePayload {\n      user {\n        id\n        colorScheme\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f38b8bb8d8d28a03154b215fd25391b";

export default node;
