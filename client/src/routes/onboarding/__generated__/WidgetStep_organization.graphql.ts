/**
 * @generated SignedSource<<1de7e213d4811b0c5676df2515ee0e17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WidgetStep_organization$data = {
  readonly id: string;
  readonly widgets: ReadonlyArray<{
    readonly id: string;
    readonly installSnippet: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "WidgetStep_organization";
};
export type WidgetStep_organization$key = {
  readonly " $data"?: WidgetStep_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetStep_organization">;
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
  "name": "WidgetStep_organization",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Widget",
      "kind": "LinkedField",
      "name": "widgets",
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
          "name": "installSnippet",
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

(node as any).hash = "7faeb22363e3452db2bfa6af4d072a50";

export default node;
