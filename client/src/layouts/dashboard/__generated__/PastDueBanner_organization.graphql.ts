/**
 * @generated SignedSource<<2ae6ba176f08fc44f7f495322f4a3a4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PastDueBanner_organization$data = {
  readonly billing: {
    readonly graceEndsAt: string | null | undefined;
  };
  readonly " $fragmentType": "PastDueBanner_organization";
};
export type PastDueBanner_organization$key = {
  readonly " $data"?: PastDueBanner_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"PastDueBanner_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PastDueBanner_organization",
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
          "kind": "ScalarField",
          "name": "graceEndsAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "c64b86b78359b3f89e20722995c741e6";

export default node;
