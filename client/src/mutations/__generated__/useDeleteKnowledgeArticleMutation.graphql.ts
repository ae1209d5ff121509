/**
 * @generated SignedSource<<fc76ffbb1d91654e1375aa6b28025369>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteKnowledgeArticleInput = {
  articleId: string;
};
export type useDeleteKnowledgeArticleMutation$variables = {
  input: DeleteKnowledgeArticleInput;
};
export type useDeleteKnowledgeArticleMutation$data = {
  readonly deleteKnowledgeArticle: {
    readonly __typename: string;
    readonly deletedArticleId?: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type useDeleteKnowledgeArticleMutation = {
  response: useDeleteKnowledgeArticleMutation$data;
  variables: useDeleteKnowledgeArticleMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedArticleId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
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
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteKnowledgeArticleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteKnowledgeArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "DeleteKnowledgeArticlePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteKnowledgeArticleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteKnowledgeArticle",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedArticleId"
              }
            ],
            "type": "DeleteKnowledgeArticlePayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f58aa74b41fc2f7bab1105713273de8a",
    "id": null,
    "metadata": {},
    "name": "useDeleteKnowledgeArticleMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteKnowledgeArticleMutation(\n  $input: DeleteKnowledgeArticleInput!\n) {\n  deleteKnowledgeArticle(input: $input) {\n    __typename\n    ... on DeleteKnowledgeArticlePayload {\n      deletedArticleId\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd1a7945b43c10bf49a67145b2e2da90";

export default node;
