/**
 * @generated SignedSource<<7104a9abedac7542b91792e59f81be1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignedInCheckInbox_viewer$data = {
  readonly email: string;
  readonly " $fragmentType": "SignedInCheckInbox_viewer";
};
export type SignedInCheckInbox_viewer$key = {
  readonly " $data"?: SignedInCheckInbox_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignedInCheckInbox_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignedInCheckInbox_viewer",
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

(node as any).hash = "a97837349b065ae1408c84f27f2b3b5d";

export default node;
