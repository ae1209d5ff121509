/**
 * @generated SignedSource<<68cb7e4110c754a819189cb2defaaa7f>>
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
  readonly readOnlyReason: string | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readOnlyReason",
      "storageKey": null
    }
  ],
  "type": "Widget",
  "abstractKey": null
};

(node as any).hash = "daad1f57b2f6dfe33c4c2ee8896eb345";

export default node;
