/**
 * @generated SignedSource<<73335b9b002edb70131dcff036f64e0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoteHelpArticleInput = {
  articleId: string;
  helpful: boolean;
};
export type WidgetVoteHelpArticleMutation$variables = {
  input: VoteHelpArticleInput;
};
export type WidgetVoteHelpArticleMutation$data = {
  readonly voteHelpArticle: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type WidgetVoteHelpArticleMutation = {
  response: WidgetVoteHelpArticleMutation$data;
  variables: WidgetVoteHelpArticleMutation$variables;
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
    "name": "voteHelpArticle",
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
    "name": "WidgetVoteHelpArticleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetVoteHelpArticleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1e6f4e36d3eb75bb87f47bb523f58b84",
    "id": null,
    "metadata": {},
    "name": "WidgetVoteHelpArticleMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetVoteHelpArticleMutation(\n  $input: VoteHelpArticleInput!\n) {\n  voteHelpArticle(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "312f8cabb06735faff5cc9eee9d2286a";

export default node;
