/**
 * @generated SignedSource<<87fa308f6ef6c470958aa8bd0817cd86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountPasskeys_viewer$data = {
  readonly passkeys: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
  }>;
  readonly " $fragmentType": "AccountPasskeys_viewer";
};
export type AccountPasskeys_viewer$key = {
  readonly " $data"?: AccountPasskeys_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPasskeys_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountPasskeys_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Passkey",
      "kind": "LinkedField",
      "name": "passkeys",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "47c68b1c2c72aba4f75abf03c77b011e";

export default node;
