/**
 * @generated SignedSource<<6aa2f1be12761eb60fd09e3f1135003c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WidgetAppQuery$variables = {
  clientId: string;
};
export type WidgetAppQuery$data = {
  readonly publicWidget: {
    readonly color: string;
    readonly greeting: string;
    readonly organizationName: string;
    readonly teamAvailable: boolean;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      }
    ],
    "concreteType": "PublicWidget",
    "kind": "LinkedField",
    "name": "publicWidget",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "organizationName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "greeting",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "color",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "teamAvailable",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WidgetAppQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetAppQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d60dcc5d1c7407160a69c521e8689e0c",
    "id": null,
    "metadata": {},
    "name": "WidgetAppQuery",
    "operationKind": "query",
    "text": "query WidgetAppQuery(\n  $clientId: String!\n) {\n  publicWidget(clientId: $clientId) {\n    organizationName\n    greeting\n    color\n    teamAvailable\n  }\n}\n"
  }
};
})();

(node as any).hash = "a9d672063b61a411eea255ed377d9a8e";

export default node;
