/**
 * @generated SignedSource<<9f6fc5fde9fbfb544ebf6d79a886e91e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TeamSettingsInvitations_organization$data = {
  readonly pendingInvitations: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsInvitationRow_invitation">;
  }>;
  readonly " $fragmentType": "TeamSettingsInvitations_organization";
};
export type TeamSettingsInvitations_organization$key = {
  readonly " $data"?: TeamSettingsInvitations_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsInvitations_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamSettingsInvitations_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Invitation",
      "kind": "LinkedField",
      "name": "pendingInvitations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TeamSettingsInvitationRow_invitation"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "7f2669f26c231f55ca8ab1e2ed743bc5";

export default node;
