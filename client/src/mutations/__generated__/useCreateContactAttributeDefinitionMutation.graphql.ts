/**
 * @generated SignedSource<<78ba19d3c67797ad51c6f8499296e220>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactAttributeType = "BOOLEAN" | "DATE" | "NUMBER" | "TEXT";
export type CreateContactAttributeDefinitionInput = {
  key: string;
  label: string;
  organizationId: string;
  type: ContactAttributeType;
};
export type useCreateContactAttributeDefinitionMutation$variables = {
  input: CreateContactAttributeDefinitionInput;
};
export type useCreateContactAttributeDefinitionMutation$data = {
  readonly createContactAttributeDefinition: {
    readonly __typename: string;
    readonly definition?: {
      readonly id: string;
      readonly key: string;
      readonly label: string;
      readonly type: ContactAttributeType;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useCreateContactAttributeDefinitionMutation = {
  response: useCreateContactAttributeDefinitionMutation$data;
  variables: useCreateContactAttributeDefinitionMutation$variables;
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
    "name": "createContactAttributeDefinition",
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
            "concreteType": "ContactAttributeDefinition",
            "kind": "LinkedField",
            "name": "definition",
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
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateContactAttributeDefinitionPayload",
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
    "name": "useCreateContactAttributeDefinitionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateContactAttributeDefinitionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ef41881460c6e591f0f70d5882cb5b57",
    "id": null,
    "metadata": {},
    "name": "useCreateContactAttributeDefinitionMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateContactAttributeDefinitionMutation(\n  $input: CreateContactAttributeDefinitionInput!\n) {\n  createContactAttributeDefinition(input: $input) {\n    __typename\n    ... on CreateContactAttributeDefinitionPayload {\n      definition {\n        id\n        key\n        label\n        type\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "35b1bcf3d9367c0b91a7b2d38b14cd6e";

export default node;
