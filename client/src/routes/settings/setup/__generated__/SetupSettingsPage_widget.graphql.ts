/**
 * @generated SignedSource<<306286d6767d98ea1f8bb66b72e84c34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetupSettingsPage_widget$data = {
  readonly chatLink: string;
  readonly clientId: string;
  readonly installSnippet: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"InstallCheck_widget">;
  readonly " $fragmentType": "SetupSettingsPage_widget";
};
export type SetupSettingsPage_widget$key = {
  readonly " $data"?: SetupSettingsPage_widget$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetupSettingsPage_widget">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SetupSettingsPage_widget",
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
      "name": "clientId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "installSnippet",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatLink",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InstallCheck_widget"
    }
  ],
  "type": "Widget",
  "abstractKey": null
};

(node as any).hash = "0830f6fb12742e48c6dba047f5ce3181";

export default node;
