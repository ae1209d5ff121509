/**
 * @generated SignedSource<<512642e473c7ad46a0eab60624540c04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationAcceptCard_viewer$data = {
  readonly email: string;
  readonly " $fragmentType": "InvitationAcceptCard_viewer";
};
export type InvitationAcceptCard_viewer$key = {
  readonly " $data"?: InvitationAcceptCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationAcceptCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationAcceptCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b24a7965241df868540f35421fbb726d";

export default node;
