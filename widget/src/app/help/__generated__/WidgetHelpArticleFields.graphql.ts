/**
 * @generated SignedSource<<38564fe4b1142915795bbc52184d0578>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WidgetHelpArticleFields$data = {
  readonly excerpt: string;
  readonly id: string;
  readonly slug: string;
  readonly snippet: ReadonlyArray<{
    readonly highlighted: boolean;
    readonly text: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "WidgetHelpArticleFields";
};
export type WidgetHelpArticleFields$key = {
  readonly " $data"?: WidgetHelpArticleFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetHelpArticleFields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WidgetHelpArticleFields",
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
  "type": "HelpArticle",
  "abstractKey": null
};

(node as any).hash = "54870e84357bc090cdfdc37a1c3a44f7";

export default node;
