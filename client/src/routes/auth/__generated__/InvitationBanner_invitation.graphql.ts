/**
 * @generated SignedSource<<1ad4df0b10789b981af7404fc23a9d3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "AGENT" | "OWNER";
import { FragmentRefs } from "relay-runtime";
export type InvitationBanner_invitation$data = {
  readonly inviterName: string;
  readonly organizationName: string;
  readonly role: Role;
  readonly " $fragmentType": "InvitationBanner_invitation";
};
export type InvitationBanner_invitation$key = {
  readonly " $data"?: InvitationBanner_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationBanner_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationBanner_invitation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inviterName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "InvitationPreview",
  "abstractKey": null
};

(node as any).hash = "c679cb4d282291670351213a1aed12ff";

export default node;
