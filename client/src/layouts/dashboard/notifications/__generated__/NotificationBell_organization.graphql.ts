/**
 * @generated SignedSource<<12fdc903079c126824df4a87597db815>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBell_organization$data = {
  readonly id: string;
  readonly viewerUnreadNotificationCount: number;
  readonly " $fragmentType": "NotificationBell_organization";
};
export type NotificationBell_organization$key = {
  readonly " $data"?: NotificationBell_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationBell_organization",
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
      "name": "viewerUnreadNotificationCount",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "09d9cda57681e522cbd44f1ce4bfd783";

export default node;
