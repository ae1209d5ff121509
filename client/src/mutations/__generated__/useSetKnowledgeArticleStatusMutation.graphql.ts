/**
 * @generated SignedSource<<d7295cdfe8edc60efee1eedeee1cb4f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "PUBLISHED";
export type SetKnowledgeArticleStatusInput = {
  articleId: string;
  status: ArticleStatus;
};
export type useSetKnowledgeArticleStatusMutation$variables = {
  input: SetKnowledgeArticleStatusInput;
};
export type useSetKnowledgeArticleStatusMutation$data = {
  readonly setKnowledgeArticleStatus: {
    readonly __typename: string;
    readonly article?: {
      readonly id: string;
      readonly publishedAt: string | null | undefined;
      readonly status: ArticleStatus;
      readonly updatedAt: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useSetKnowledgeArticleStatusMutation = {
  response: useSetKnowledgeArticleStatusMutation$data;
  variables: useSetKnowledgeArticleStatusMutation$variables;
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
    "name": "setKnowledgeArticleStatus",
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
            "concreteType": "KnowledgeArticle",
            "kind": "LinkedField",
            "name": "article",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetKnowledgeArticleStatusPayload",
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
    "name": "useSetKnowledgeArticleStatusMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetKnowledgeArticleStatusMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "753f9044d9dadcf81c3795ee51e669e8",
    "id": null,
    "metadata": {},
    "name": "useSetKnowledgeArticleStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetKnowledgeArticleStatusMutation(\n  $input: SetKnowledgeArticleStatusInput!\n) {\n  setKnowledgeArticleStatus(input: $input) {\n    __typename\n    ... on SetKnowledgeArticleStatusPayload {\n      article {\n        id\n        status\n        publishedAt\n        updatedAt\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "82cced300b3b0d6b4b3d9cdcd7932676";

export default node;
