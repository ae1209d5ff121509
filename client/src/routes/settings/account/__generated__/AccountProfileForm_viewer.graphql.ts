/**
 * @generated SignedSource<<bcd723a54c69f75116641bdaa6c21120>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountProfileForm_viewer$data = {
  readonly avatarUrl: string | null | undefined;
  readonly locale: string;
  readonly name: string;
  readonly " $fragmentType": "AccountProfileForm_viewer";
};
export type AccountProfileForm_viewer$key = {
  readonly " $data"?: AccountProfileForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountProfileForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountProfileForm_viewer",
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
      "name": "locale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ddd26cee13557efa28fc9e6a73e45fd4";

export default node;
