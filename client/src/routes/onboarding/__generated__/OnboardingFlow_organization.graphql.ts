/**
 * @generated SignedSource<<f849806305ebc8491d34b425f5b9a58e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OnboardingFlow_organization$data = {
  readonly id: string;
  readonly widgets: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetStep_organization">;
  readonly " $fragmentType": "OnboardingFlow_organization";
};
export type OnboardingFlow_organization$key = {
  readonly " $data"?: OnboardingFlow_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnboardingFlow_organization">;
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
  "name": "OnboardingFlow_organization",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WidgetStep_organization"
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "65409db575550f8810f7503a09c8ee0f";

export default node;
