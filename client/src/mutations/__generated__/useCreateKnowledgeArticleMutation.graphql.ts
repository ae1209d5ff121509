/**
 * @generated SignedSource<<f76ace428ca5d6e310eece0459b7dd60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "PUBLISHED";
export type CreateKnowledgeArticleInput = {
  body: string;
  collectionId?: string | null | undefined;
  excerpt?: string | null | undefined;
  locale?: string | null | undefined;
  organizationId: string;
  slug?: string | null | undefined;
  title: string;
  translationOfId?: string | null | undefined;
};
export type useCreateKnowledgeArticleMutation$variables = {
  input: CreateKnowledgeArticleInput;
};
export type useCreateKnowledgeArticleMutation$data = {
  readonly createKnowledgeArticle: {
    readonly __typename: string;
    readonly article?: {
      readonly body: string;
      readonly bodyHtml: string;
      readonly collection: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly excerpt: string;
      readonly id: string;
      readonly locale: string;
      readonly position: number;
      readonly publishedAt: string | null | undefined;
      readonly slug: string;
      readonly status: ArticleStatus;
      readonly title: string;
      readonly updatedAt: string;
      readonly url: string;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useCreateKnowledgeArticleMutation = {
  response: useCreateKnowledgeArticleMutation$data;
  variables: useCreateKnowledgeArticleMutation$variables;
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
    "name": "createKnowledgeArticle",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "excerpt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "body",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bodyHtml",
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
                "name": "locale",
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
                "kind": "ScalarField",
                "name": "updatedAt",
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
                "name": "url",
                "storageKey": null
              },
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
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateKnowledgeArticlePayload",
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
    "name": "useCreateKnowledgeArticleMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateKnowledgeArticleMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "ca6754d925fc4200eb8082ece06d7ac6",
    "id": null,
    "metadata": {},
    "name": "useCreateKnowledgeArticleMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateKnowledgeArticleMutation(\n  $input: CreateKnowledgeArticleInput!\n) {\n  createKnowledgeArticle(input: $input) {\n    __typename\n    ... on CreateKnowledgeArticlePayload {\n      article {\n        id\n        title\n        slug\n        excerpt\n        body\n        bodyHtml\n        status\n        locale\n        position\n        updatedAt\n        publishedAt\n        url\n        collection {\n          id\n          name\n        }\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "51f90e5156b56c6bb3a0b41fb35296cf";

export default node;
