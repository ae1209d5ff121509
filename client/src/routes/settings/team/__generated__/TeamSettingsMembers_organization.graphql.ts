/**
 * @generated SignedSource<<f2568f573be952625e91987a5499d39c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "AGENT" | "OWNER";
import { FragmentRefs } from "relay-runtime";
export type TeamSettingsMembers_organization$data = {
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsMemberRow_membership">;
  }>;
  readonly viewerRole: Role;
  readonly " $fragmentType": "TeamSettingsMembers_organization";
};
export type TeamSettingsMembers_organization$key = {
  readonly " $data"?: TeamSettingsMembers_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsMembers_organization">;
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
  "name": "TeamSettingsMembers_organization",
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
      "concreteType": "Membership",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TeamSettingsMemberRow_membership"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "bfd751b636ab3efe9e08e78f5420ce41";

export default node;
