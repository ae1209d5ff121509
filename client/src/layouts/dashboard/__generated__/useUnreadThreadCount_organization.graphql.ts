/**
 * @generated SignedSource<<16f58e95091b09795d00970049b1450a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUnreadThreadCount_organization$data = {
  readonly viewerUnreadThreadCount: number;
  readonly " $fragmentType": "useUnreadThreadCount_organization";
};
export type useUnreadThreadCount_organization$key = {
  readonly " $data"?: useUnreadThreadCount_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"useUnreadThreadCount_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useUnreadThreadCount_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerUnreadThreadCount",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "3f5c59886af25843772effe0ea7ecbb3";

export default node;
