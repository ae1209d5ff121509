/**
 * @generated SignedSource<<896065225b9b69bf3e142c52d3785653>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountTwoFactor_viewer$data = {
  readonly recoveryCodesRemaining: number;
  readonly rememberedBrowsers: number;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rememberedBrowsers",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1a90e83b7a59490b85c312c1e08bc1e1";

export default node;
