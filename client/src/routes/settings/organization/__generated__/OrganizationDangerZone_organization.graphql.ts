/**
 * @generated SignedSource<<9c21d4fba84e74e86c699e7798301395>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationDangerZone_organization$data = {
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
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "35731eab8fb31863019b14ee268bd210";

export default node;
