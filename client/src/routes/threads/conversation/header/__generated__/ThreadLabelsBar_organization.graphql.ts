/**
 * @generated SignedSource<<f8b308c4ee76ab168ba1161d1f0d2b9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "AGENT" | "OWNER";
import { FragmentRefs } from "relay-runtime";
export type ThreadLabelsBar_organization$data = {
  readonly id: string;
  readonly labels: ReadonlyArray<{
    readonly color: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewerRole: Role;
  readonly " $fragmentType": "ThreadLabelsBar_organization";
};
export type ThreadLabelsBar_organization$key = {
  readonly " $data"?: ThreadLabelsBar_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThreadLabelsBar_organization">;
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
  "name": "ThreadLabelsBar_organization",
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
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "labels",
      "plural": true,
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
          "name": "color",
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

(node as any).hash = "69248a1ab7191d212f53c215880c7c52";

export default node;
