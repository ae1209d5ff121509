/**
 * @generated SignedSource<<67139681e282742dff9d888b57afda54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "AGENT" | "OWNER";
import { FragmentRefs } from "relay-runtime";
export type TeamSettingsInviteForm_organization$data = {
  readonly id: string;
  readonly teams: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewerRole: Role;
  readonly " $fragmentType": "TeamSettingsInviteForm_organization";
};
export type TeamSettingsInviteForm_organization$key = {
  readonly " $data"?: TeamSettingsInviteForm_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsInviteForm_organization">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamSettingsInviteForm_organization",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "teams",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "b30892b453c44bada78469b6551d4fa3";

export default node;
