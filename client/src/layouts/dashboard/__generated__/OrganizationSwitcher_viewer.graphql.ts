/**
 * @generated SignedSource<<c7c5e9c5efd9fbcc5ac0928de949961a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "AGENT" | "OWNER";
import { FragmentRefs } from "relay-runtime";
export type OrganizationSwitcher_viewer$data = {
  readonly activeOrganization: {
    readonly id: string;
    readonly name: string;
    readonly viewerRole: Role;
  } | null | undefined;
  readonly memberships: ReadonlyArray<{
    readonly id: string;
    readonly organization: {
      readonly id: string;
      readonly name: string;
    };
    readonly role: Role;
  }>;
  readonly " $fragmentType": "OrganizationSwitcher_viewer";
};
export type OrganizationSwitcher_viewer$key = {
  readonly " $data"?: OrganizationSwitcher_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationSwitcher_viewer">;
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
  "name": "OrganizationSwitcher_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "activeOrganization",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerRole",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Membership",
      "kind": "LinkedField",
      "name": "memberships",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Organization",
          "kind": "LinkedField",
          "name": "organization",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "1f851cb203bd08a032b7181ff3d615d9";

export default node;
