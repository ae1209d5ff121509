/**
 * @generated SignedSource<<578cc4985025c27bafa927abc7247ff9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WidgetHelpArticlesQuery$variables = {
  first?: number | null | undefined;
  locale?: string | null | undefined;
  query?: string | null | undefined;
  record?: boolean | null | undefined;
};
export type WidgetHelpArticlesQuery$data = {
  readonly visitor: {
    readonly helpArticles: ReadonlyArray<{
      readonly excerpt: string;
      readonly id: string;
      readonly slug: string;
      readonly snippet: ReadonlyArray<{
        readonly highlighted: boolean;
        readonly text: string;
      }>;
      readonly title: string;
    }>;
  } | null | undefined;
};
export type WidgetHelpArticlesQuery = {
  response: WidgetHelpArticlesQuery$data;
  variables: WidgetHelpArticlesQuery$variables;
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
  "name": "locale"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "record"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "first"
    },
    {
      "kind": "Variable",
      "name": "locale",
      "variableName": "locale"
    },
    {
      "kind": "Variable",
      "name": "query",
      "variableName": "query"
    },
    {
      "kind": "Variable",
      "name": "record",
      "variableName": "record"
    }
  ],
  "concreteType": "HelpArticle",
  "kind": "LinkedField",
  "name": "helpArticles",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
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
      "concreteType": "HelpSnippetPart",
      "kind": "LinkedField",
      "name": "snippet",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "highlighted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "WidgetHelpArticlesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Visitor",
        "kind": "LinkedField",
        "name": "visitor",
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
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "WidgetHelpArticlesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Visitor",
        "kind": "LinkedField",
        "name": "visitor",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "51c67ca749338d402ecd45a7f7115368",
    "id": null,
    "metadata": {},
    "name": "WidgetHelpArticlesQuery",
    "operationKind": "query",
    "text": "query WidgetHelpArticlesQuery(\n  $query: String\n  $locale: String\n  $first: Int\n  $record: Boolean\n) {\n  visitor {\n    helpArticles(query: $query, locale: $locale, first: $first, record: $record) {\n      id\n      slug\n      title\n      excerpt\n      snippet {\n        text\n        highlighted\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c3ac13df090bc59e9ff09a63b0e7042";

export default node;
