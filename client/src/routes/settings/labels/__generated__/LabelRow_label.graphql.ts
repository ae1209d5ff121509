/**
 * @generated SignedSource<<8ff34d5c53cfa8eec0156a24f57b2d32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LabelRow_label$data = {
  readonly color: string;
  readonly id: string;
  readonly name: string;
  readonly threadCount: number;
  readonly " $fragmentType": "LabelRow_label";
};
export type LabelRow_label$key = {
  readonly " $data"?: LabelRow_label$data;
  readonly " $fragmentSpreads": FragmentRefs<"LabelRow_label">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LabelRow_label",
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
      "name": "color",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "threadCount",
      "storageKey": null
    }
  ],
  "type": "Label",
  "abstractKey": null
};

(node as any).hash = "d1fc5ad738bfb267f453efcb65521d56";

export default node;
