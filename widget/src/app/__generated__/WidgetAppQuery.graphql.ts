/**
 * @generated SignedSource<<c72147183074a608f437dbc7f3884932>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WidgetPosition = "BOTTOM_LEFT" | "BOTTOM_RIGHT";
export type WidgetAppQuery$variables = {
  clientId: string;
};
export type WidgetAppQuery$data = {
  readonly publicWidget: {
    readonly avatarUrl: string | null | undefined;
    readonly color: string;
    readonly greeting: string;
    readonly launcherText: string;
    readonly locale: string | null | undefined;
    readonly organizationName: string;
    readonly position: WidgetPosition;
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
        "name": "position",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "launcherText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "avatarUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "locale",
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
    "cacheID": "74cc4e7021ae54bdc4cb6609a541ac0c",
    "id": null,
    "metadata": {},
    "name": "WidgetAppQuery",
    "operationKind": "query",
    "text": "query WidgetAppQuery(\n  $clientId: String!\n) {\n  publicWidget(clientId: $clientId) {\n    organizationName\n    greeting\n    color\n    position\n    launcherText\n    avatarUrl\n    locale\n    teamAvailable\n  }\n}\n"
  }
};
})();

(node as any).hash = "01a83f04c3810a13d85a14907bedac4a";

export default node;
