/**
 * @generated SignedSource<<3ad0edd17f243745c3e65f518580c95f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAvailabilityUpdatesSubscription$variables = {
  organizationId: string;
};
export type useAvailabilityUpdatesSubscription$data = {
  readonly availabilityChanged: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TeamAvailabilityStatus_organization">;
  };
};
export type useAvailabilityUpdatesSubscription = {
  response: useAvailabilityUpdatesSubscription$data;
  variables: useAvailabilityUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAvailabilityUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "availabilityChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TeamAvailabilityStatus_organization"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAvailabilityUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "availabilityChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Availability",
            "kind": "LinkedField",
            "name": "availability",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d5c691a53d673d21321a2d9d10959314",
    "id": null,
    "metadata": {},
    "name": "useAvailabilityUpdatesSubscription",
    "operationKind": "subscription",
    "text": "subscription useAvailabilityUpdatesSubscription(\n  $organizationId: ID!\n) {\n  availabilityChanged(organizationId: $organizationId) {\n    id\n    ...TeamAvailabilityStatus_organization\n  }\n}\n\nfragment TeamAvailabilityStatus_organization on Organization {\n  availability {\n    state\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "fc2d898b60b76df7850eebab2325ee7b";

export default node;
