/**
 * @generated SignedSource<<0b9d4c50875760ba155b7cf949781441>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlanLimit = "ANSWER_BOT" | "API_KEYS" | "ARTICLES" | "CONVERSATIONS" | "IDENTITY_VERIFICATION" | "SEATS" | "WEBHOOKS" | "WIDGETS";
import { FragmentRefs } from "relay-runtime";
export type ConversationLimitBanner_organization$data = {
  readonly billing: {
    readonly usage: ReadonlyArray<{
      readonly allowed: number | null | undefined;
      readonly limit: PlanLimit;
      readonly used: number;
    }>;
  };
  readonly " $fragmentType": "ConversationLimitBanner_organization";
};
export type ConversationLimitBanner_organization$key = {
  readonly " $data"?: ConversationLimitBanner_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationLimitBanner_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationLimitBanner_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Billing",
      "kind": "LinkedField",
      "name": "billing",
      "plural": false,
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
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "7bb99f9776af8b78b463b574c1225809";

export default node;
