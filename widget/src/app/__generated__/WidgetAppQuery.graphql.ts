/**
 * @generated SignedSource<<752cccec00cb0b0a2a387b5a5830b07b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WidgetAppQuery$variables = {
  clientId: string;
};
export type WidgetAppQuery$data = {
  readonly publicWidget: {
    readonly color: string;
    readonly greeting: string;
    readonly organizationName: string;
    readonly " $fragmentSpreads": FragmentRefs<"WidgetHome_widget">;
  } | null | undefined;
};
export type WidgetAppQuery = {
  response: WidgetAppQuery$data;
  variables: WidgetAppQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "clientId",
    "variableName": "clientId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "greeting",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "color",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WidgetAppQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PublicWidget",
        "kind": "LinkedField",
        "name": "publicWidget",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WidgetHome_widget"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetAppQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PublicWidget",
        "kind": "LinkedField",
        "name": "publicWidget",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e852d87c6017e8f0e621b848a36a4710",
    "id": null,
    "metadata": {},
    "name": "WidgetAppQuery",
    "operationKind": "query",
    "text": "query WidgetAppQuery(\n  $clientId: String!\n) {\n  publicWidget(clientId: $clientId) {\n    organizationName\n    greeting\n    color\n    ...WidgetHome_widget\n  }\n}\n\nfragment WidgetHome_widget on PublicWidget {\n  organizationName\n}\n"
  }
};
})();

(node as any).hash = "2930d4c052a8fdd992d7b0d6ca92d5b1";

export default node;
