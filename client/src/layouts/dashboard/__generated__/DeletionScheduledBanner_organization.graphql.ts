/**
 * @generated SignedSource<<d50cb92ddd16a729cf79629208b34a27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "AGENT" | "OWNER";
import { FragmentRefs } from "relay-runtime";
export type DeletionScheduledBanner_organization$data = {
  readonly deletionScheduledAt: string | null | undefined;
  readonly viewerRole: Role;
  readonly " $fragmentType": "DeletionScheduledBanner_organization";
};
export type DeletionScheduledBanner_organization$key = {
  readonly " $data"?: DeletionScheduledBanner_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletionScheduledBanner_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletionScheduledBanner_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletionScheduledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "b748fc360f810de52d22acccd53b01d8";

export default node;
