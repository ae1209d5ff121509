/**
 * @generated SignedSource<<4fb1c248a25d9898bad05f62c5b8b101>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationDangerZone_organization$data = {
  readonly deletionScheduledAt: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "OrganizationDangerZone_organization";
};
export type OrganizationDangerZone_organization$key = {
  readonly " $data"?: OrganizationDangerZone_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationDangerZone_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationDangerZone_organization",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletionScheduledAt",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "18a868e03bfc6740aa311a40cf839c0e";

export default node;
