/**
 * @generated SignedSource<<9b0dc0235b1dda25b07aa37c492237bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizationAssignOnReply_organization$data = {
  readonly assignOnReply: boolean;
  readonly id: string;
  readonly " $fragmentType": "OrganizationAssignOnReply_organization";
};
export type OrganizationAssignOnReply_organization$key = {
  readonly " $data"?: OrganizationAssignOnReply_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationAssignOnReply_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationAssignOnReply_organization",
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
      "name": "assignOnReply",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "d0a96b974b74caba10353a1fc8d003af";

export default node;
