/**
 * @generated SignedSource<<b83429d562a61efe3b7931012216a0b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ColorScheme = "DARK" | "LIGHT" | "SYSTEM";
import { FragmentRefs } from "relay-runtime";
export type AccountAppearance_viewer$data = {
  readonly colorScheme: ColorScheme;
  readonly id: string;
  readonly " $fragmentType": "AccountAppearance_viewer";
};
export type AccountAppearance_viewer$key = {
  readonly " $data"?: AccountAppearance_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountAppearance_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountAppearance_viewer",
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
      "name": "colorScheme",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "379ad256b7d1012e7ecdcdca11d09986";

export default node;
