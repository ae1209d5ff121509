/**
 * @generated SignedSource<<38cc3f2864020d5c0d01098a14ce1b24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WidgetPicker_widgets$data = ReadonlyArray<{
  readonly enabled: boolean;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "WidgetPicker_widgets";
}>;
export type WidgetPicker_widgets$key = ReadonlyArray<{
  readonly " $data"?: WidgetPicker_widgets$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetPicker_widgets">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "WidgetPicker_widgets",
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
      "name": "enabled",
      "storageKey": null
    }
  ],
  "type": "Widget",
  "abstractKey": null
};

(node as any).hash = "94fb31164fd1b1ea301880e6df1964e5";

export default node;
