/**
 * @generated SignedSource<<1bc93382d96ba77098462132c868f307>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WidgetHome_widget$data = {
  readonly organizationName: string;
  readonly " $fragmentType": "WidgetHome_widget";
};
export type WidgetHome_widget$key = {
  readonly " $data"?: WidgetHome_widget$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetHome_widget">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WidgetHome_widget",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationName",
      "storageKey": null
    }
  ],
  "type": "PublicWidget",
  "abstractKey": null
};

(node as any).hash = "c19e298685b06a71f58c33c9c429982c";

export default node;
