/**
 * @generated SignedSource<<7fa427cf599a0bbe744bd921cc44a011>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useArticleSearchQuery$variables = {
  first: number;
  organizationId: string;
  query: string;
};
export type useArticleSearchQuery$data = {
  readonly node: {
    readonly searchKnowledgeArticles?: ReadonlyArray<{
      readonly article: {
        readonly excerpt: string;
        readonly id: string;
        readonly title: string;
        readonly url: string;
      };
    }>;
  } | null | undefined;
};
export type useArticleSearchQuery = {
  response: useArticleSearchQuery$data;
  variables: useArticleSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "organizationId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Variable",
          "name": "query",
          "variableName": "query"
        }
      ],
      "concreteType": "KnowledgeArticleMatch",
      "kind": "LinkedField",
      "name": "searchKnowledgeArticles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "KnowledgeArticle",
          "kind": "LinkedField",
          "name": "article",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
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
              "name": "excerpt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useArticleSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useArticleSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d439839cc52a8dba18241bf05b484c91",
    "id": null,
    "metadata": {},
    "name": "useArticleSearchQuery",
    "operationKind": "query",
    "text": "query useArticleSearchQuery(\n  $organizationId: ID!\n  $query: String!\n  $first: Int!\n) {\n  node(id: $organizationId) {\n    __typename\n    ... on Organization {\n      searchKnowledgeArticles(query: $query, first: $first) {\n        article {\n          id\n          title\n          excerpt\n          url\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b1083db87de8faabc5a5293986335524";

export default node;
