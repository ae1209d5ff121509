/**
 * @generated SignedSource<<f9119377835b6baae4ce0e5ab0d1099f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Presence = "AWAY" | "OFFLINE" | "ONLINE";
import { FragmentRefs } from "relay-runtime";
export type AssignMenu_organization$data = {
  readonly members: ReadonlyArray<{
    readonly id: string;
    readonly isViewer: boolean;
    readonly presence: Presence;
    readonly user: {
      readonly avatarUrl: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "AssignMenu_organization";
};
export type AssignMenu_organization$key = {
  readonly " $data"?: AssignMenu_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssignMenu_organization">;
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
  "name": "AssignMenu_organization",
  "selections": [
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
          "kind": "ScalarField",
          "name": "presence",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
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
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "655e29f9097eacce95422ac088327671";

export default node;
