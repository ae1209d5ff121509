/**
 * @generated SignedSource<<836877439e97c9e5ec738e511b1b9654>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type IntegrationsSettingsPageQuery$variables = Record<PropertyKey, never>;
export type IntegrationsSettingsPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly id: string;
      readonly viewerRole: Role;
    } | null | undefined;
  } | null | undefined;
};
export type IntegrationsSettingsPageQuery = {
  response: IntegrationsSettingsPageQuery$data;
  variables: IntegrationsSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
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
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "activeOrganization",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationsSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationsSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "beb47b3d5c58e6e3cdbf922bc1d0dc60",
    "id": null,
    "metadata": {},
    "name": "IntegrationsSettingsPageQuery",
    "operationKind": "query",
    "text": "query IntegrationsSettingsPageQuery {\n  viewer {\n    activeOrganization {\n      id\n      viewerRole\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb6b060c625ff53d32a923977551fc6c";

export default node;
