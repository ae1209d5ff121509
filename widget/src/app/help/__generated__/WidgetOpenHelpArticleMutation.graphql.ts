/**
 * @generated SignedSource<<55f54491ba90f36f3e9d85714b39ab0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpenHelpArticleInput = {
  locale?: string | null | undefined;
  slug: string;
};
export type WidgetOpenHelpArticleMutation$variables = {
  input: OpenHelpArticleInput;
};
export type WidgetOpenHelpArticleMutation$data = {
  readonly openHelpArticle: {
    readonly __typename: string;
    readonly article?: {
      readonly bodyHtml: string;
      readonly id: string;
      readonly title: string;
    };
    readonly message?: string;
  };
};
export type WidgetOpenHelpArticleMutation = {
  response: WidgetOpenHelpArticleMutation$data;
  variables: WidgetOpenHelpArticleMutation$variables;
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
    "name": "openHelpArticle",
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
            "concreteType": "HelpArticle",
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
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bodyHtml",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OpenHelpArticlePayload",
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
    "name": "WidgetOpenHelpArticleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetOpenHelpArticleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "054f24ddb24cd1942c0ea621c21fe128",
    "id": null,
    "metadata": {},
    "name": "WidgetOpenHelpArticleMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetOpenHelpArticleMutation(\n  $input: OpenHelpArticleInput!\n) {\n  openHelpArticle(input: $input) {\n    __typename\n    ... on OpenHelpArticlePayload {\n      article {\n        id\n        title\n        bodyHtml\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "53bd3199442bcf3f4b5163dba7aef708";

export default node;
