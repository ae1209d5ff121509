/**
 * @generated SignedSource<<ce6bdb64934266e67a2d47d2e6f9b925>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AvailabilityState = "AVAILABLE" | "AWAY";
export type AwayBehavior = "COLLECT_EMAIL" | "HIDE_LAUNCHER";
import { FragmentRefs } from "relay-runtime";
export type WidgetAvailabilityFields$data = {
  readonly awayBehavior: AwayBehavior;
  readonly awayMessage: string;
  readonly hideLauncher: boolean;
  readonly replyTimeMinutes: number | null | undefined;
  readonly state: AvailabilityState;
  readonly " $fragmentType": "WidgetAvailabilityFields";
};
export type WidgetAvailabilityFields$key = {
  readonly " $data"?: WidgetAvailabilityFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetAvailabilityFields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WidgetAvailabilityFields",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayBehavior",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replyTimeMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hideLauncher",
      "storageKey": null
    }
  ],
  "type": "Availability",
  "abstractKey": null
};

(node as any).hash = "ff2e3be80c637c99050a7ec66a326189";

export default node;
