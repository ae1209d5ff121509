/**
 * @generated SignedSource<<21adb283378a8a79ba95e59fe27276b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountPasswordForm_viewer$data = {
  readonly email: string;
  readonly name: string;
  readonly " $fragmentType": "AccountPasswordForm_viewer";
};
export type AccountPasswordForm_viewer$key = {
  readonly " $data"?: AccountPasswordForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPasswordForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountPasswordForm_viewer",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "cc49c941f7d8032d4af06d02ec37cf39";

export default node;
