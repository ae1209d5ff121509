/**
 * @generated SignedSource<<0f6dfba8d5cfa4afea99bd4d4f7d5c22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInboxPanel_viewer$data = {
  readonly email: string;
  readonly " $fragmentType": "CheckInboxPanel_viewer";
};
export type CheckInboxPanel_viewer$key = {
  readonly " $data"?: CheckInboxPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInboxPanel_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInboxPanel_viewer",
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

(node as any).hash = "f6584344b85b11fbbf2dd394c750b8e3";

export default node;
