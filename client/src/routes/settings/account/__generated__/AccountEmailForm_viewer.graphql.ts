/**
 * @generated SignedSource<<ac634ca28717602a4809e7c660ebec38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountEmailForm_viewer$data = {
  readonly email: string;
  readonly " $fragmentType": "AccountEmailForm_viewer";
};
export type AccountEmailForm_viewer$key = {
  readonly " $data"?: AccountEmailForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountEmailForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountEmailForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9f05c52275643db079ef2df908647ac7";

export default node;
