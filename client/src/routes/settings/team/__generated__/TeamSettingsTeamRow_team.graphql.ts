/**
 * @generated SignedSource<<736d3ef28eee73ad675a12a4455e68cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TeamSettingsTeamRow_team$data = {
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly id: string;
    readonly user: {
      readonly avatarUrl: string | null | undefined;
      readonly name: string;
    };
  }>;
  readonly name: string;
  readonly " $fragmentType": "TeamSettingsTeamRow_team";
};
export type TeamSettingsTeamRow_team$key = {
  readonly " $data"?: TeamSettingsTeamRow_team$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamSettingsTeamRow_team">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamSettingsTeamRow_team",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "avatarUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Team",
  "abstractKey": null
};
})();

(node as any).hash = "bcce2c92bb304cf63eaf5ef7eb1fc736";

export default node;
