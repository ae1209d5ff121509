/**
 * @generated SignedSource<<6e0b3465b4dd3c06fd0a82423db9fca5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestedArticles_thread$data = {
  readonly id: string;
  readonly lastSeq: number;
  readonly suggestedArticles: ReadonlyArray<{
    readonly excerpt: string;
    readonly id: string;
    readonly title: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "SuggestedArticles_thread";
};
export type SuggestedArticles_thread$key = {
  readonly " $data"?: SuggestedArticles_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuggestedArticles_thread">;
};

import SuggestedArticlesRefetchQuery_graphql from './SuggestedArticlesRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SuggestedArticlesRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SuggestedArticles_thread",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSeq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "KnowledgeArticle",
      "kind": "LinkedField",
      "name": "suggestedArticles",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
      "storageKey": "suggestedArticles(first:3)"
    },
    (v0/*:: as any*/)
  ],
  "type": "Thread",
  "abstractKey": null
};
})();

(node as any).hash = "f27b727bb9385c004d4158e9302d0f18";

export default node;
