/**
 * @generated SignedSource<<1a915654c12ff79cd9630f2c6531ba90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateKnowledgeCollectionInput = {
  description?: string | null | undefined;
  icon?: string | null | undefined;
  name: string;
  organizationId: string;
};
export type useCreateKnowledgeCollectionMutation$variables = {
  input: CreateKnowledgeCollectionInput;
};
export type useCreateKnowledgeCollectionMutation$data = {
  readonly createKnowledgeCollection: {
    readonly __typename: string;
    readonly collection?: {
      readonly articles: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly description: string;
      readonly icon: string;
      readonly id: string;
      readonly name: string;
      readonly position: number;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useCreateKnowledgeCollectionMutation = {
  response: useCreateKnowledgeCollectionMutation$data;
  variables: useCreateKnowledgeCollectionMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
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
    "name": "createKnowledgeCollection",
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
            "concreteType": "KnowledgeCollection",
            "kind": "LinkedField",
            "name": "collection",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "icon",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "KnowledgeArticle",
                "kind": "LinkedField",
                "name": "articles",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateKnowledgeCollectionPayload",
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
              (v2/*:: as any*/)
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
          (v2/*:: as any*/)
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
    "name": "useCreateKnowledgeCollectionMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateKnowledgeCollectionMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "cb7414e6ce7498a772743e332ff919a9",
    "id": null,
    "metadata": {},
    "name": "useCreateKnowledgeCollectionMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateKnowledgeCollectionMutation(\n  $input: CreateKnowledgeCollectionInput!\n) {\n  createKnowledgeCollection(input: $input) {\n    __typename\n    ... on CreateKnowledgeCollectionPayload {\n      collection {\n        id\n        name\n        description\n        icon\n        position\n        articles {\n          id\n        }\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "133a471d219a1db144d963808ae0fe3c";

export default node;
