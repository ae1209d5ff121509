/**
 * @generated SignedSource<<5827751e691477181cbfbe0b8e7930d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useComposerSuggestions_thread$data = {
  readonly contact: {
    readonly email: string | null | undefined;
    readonly name: string | null | undefined;
  };
  readonly " $fragmentType": "useComposerSuggestions_thread";
};
export type useComposerSuggestions_thread$key = {
  readonly " $data"?: useComposerSuggestions_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"useComposerSuggestions_thread">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useComposerSuggestions_thread",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Contact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Thread",
  "abstractKey": null
};

(node as any).hash = "0bf46245f4fcaafc62a60167aa18fafb";

export default node;
