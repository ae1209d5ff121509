/**
 * @generated SignedSource<<0064da7b6f2f630a7f3b021aa13336e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationTwoFactorRequirement_organization$data = {
  readonly id: string;
  readonly requireTwoFactor: boolean;
  readonly " $fragmentType": "OrganizationTwoFactorRequirement_organization";
};
export type OrganizationTwoFactorRequirement_organization$key = {
  readonly " $data"?: OrganizationTwoFactorRequirement_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationTwoFactorRequirement_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationTwoFactorRequirement_organization",
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
      "name": "requireTwoFactor",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "e9e61f592cfe61cb6f52377c15d42d56";

export default node;
