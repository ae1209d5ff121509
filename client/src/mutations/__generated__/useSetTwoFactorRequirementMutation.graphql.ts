/**
 * @generated SignedSource<<c479a709a4e6e522f992a0533e9c06ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetTwoFactorRequirementInput = {
  organizationId: string;
  required: boolean;
};
export type useSetTwoFactorRequirementMutation$variables = {
  input: SetTwoFactorRequirementInput;
};
export type useSetTwoFactorRequirementMutation$data = {
  readonly setTwoFactorRequirement: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organization?: {
      readonly id: string;
      readonly requireTwoFactor: boolean;
    };
  };
};
export type useSetTwoFactorRequirementMutation = {
  response: useSetTwoFactorRequirementMutation$data;
  variables: useSetTwoFactorRequirementMutation$variables;
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
    "name": "setTwoFactorRequirement",
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
                "name": "requireTwoFactor",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetTwoFactorRequirementPayload",
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
    "name": "useSetTwoFactorRequirementMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetTwoFactorRequirementMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a4cb7f7de8bea0f1a292c0059c9b2ba9",
    "id": null,
    "metadata": {},
    "name": "useSetTwoFactorRequirementMutation",
    "operationKind": "mutation",
    "text": "mutation useSetTwoFactorRequirementMutation(\n  $input: SetTwoFactorRequirementInput!\n) {\n  setTwoFactorRequirement(input: $input) {\n    __typename\n    ... on SetTwoFactorRequirementPayload {\n      organization {\n        id\n        requireTwoFactor\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7f966b25f4bf09582c7e23cc2b9d798b";

export default node;
