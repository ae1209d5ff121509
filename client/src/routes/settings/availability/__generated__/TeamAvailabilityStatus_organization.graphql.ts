/**
 * @generated SignedSource<<3de99448d7cbfc26788658e5f2c11a9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AvailabilityState = "AVAILABLE" | "AWAY";
export type AwayReason = "NOBODY_ONLINE" | "OUTSIDE_OFFICE_HOURS";
import { FragmentRefs } from "relay-runtime";
export type TeamAvailabilityStatus_organization$data = {
  readonly availability: {
    readonly reason: AwayReason | null | undefined;
    readonly state: AvailabilityState;
  };
  readonly " $fragmentType": "TeamAvailabilityStatus_organization";
};
export type TeamAvailabilityStatus_organization$key = {
  readonly " $data"?: TeamAvailabilityStatus_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamAvailabilityStatus_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamAvailabilityStatus_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Availability",
      "kind": "LinkedField",
      "name": "availability",
      "plural": false,
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
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "9a03ed7ad983884206092f51b800c613";

export default node;
