/**
 * @generated SignedSource<<e8503956d47488e0ed1db63a06bbb383>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlanLimit = "ANSWER_BOT" | "API_KEYS" | "ARTICLES" | "CONVERSATIONS" | "IDENTITY_VERIFICATION" | "SEATS" | "WEBHOOKS" | "WIDGETS";
import { FragmentRefs } from "relay-runtime";
export type PlanUsageList_billing$data = {
  readonly usage: ReadonlyArray<{
    readonly allowed: number | null | undefined;
    readonly limit: PlanLimit;
    readonly used: number;
  }>;
  readonly " $fragmentType": "PlanUsageList_billing";
};
export type PlanUsageList_billing$key = {
  readonly " $data"?: PlanUsageList_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanUsageList_billing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanUsageList_billing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PlanUsage",
      "kind": "LinkedField",
      "name": "usage",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "limit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "used",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allowed",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Billing",
  "abstractKey": null
};

(node as any).hash = "b16d81d1808a39d5e4c469c8d9bb2dbc";

export default node;
