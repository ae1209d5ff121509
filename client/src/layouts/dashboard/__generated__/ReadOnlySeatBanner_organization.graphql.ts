/**
 * @generated SignedSource<<9ef45701f865ef92c08eb655d6aeaf77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReadOnlySeatBanner_organization$data = {
  readonly viewerReadOnlyReason: string | null | undefined;
  readonly " $fragmentType": "ReadOnlySeatBanner_organization";
};
export type ReadOnlySeatBanner_organization$key = {
  readonly " $data"?: ReadOnlySeatBanner_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReadOnlySeatBanner_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReadOnlySeatBanner_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerReadOnlyReason",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "06bb7634c74d86e293aed32727ee5b57";

export default node;
