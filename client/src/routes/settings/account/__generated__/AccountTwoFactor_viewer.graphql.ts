/**
 * @generated SignedSource<<e4f4fb93e57d6d96f8f4b0b8180805de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountTwoFactor_viewer$data = {
  readonly recoveryCodesRemaining: number;
  readonly twoFactorEnabled: boolean;
  readonly " $fragmentType": "AccountTwoFactor_viewer";
};
export type AccountTwoFactor_viewer$key = {
  readonly " $data"?: AccountTwoFactor_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountTwoFactor_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountTwoFactor_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twoFactorEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recoveryCodesRemaining",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ebd876604956a7fd1b4f092f2bccd09c";

export default node;
