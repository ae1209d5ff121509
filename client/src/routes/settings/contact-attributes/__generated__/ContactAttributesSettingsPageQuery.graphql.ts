/**
 * @generated SignedSource<<f4fabce4f624e0051c950ff674b5e4f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactAttributeType = "BOOLEAN" | "DATE" | "NUMBER" | "TEXT";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type ContactAttributesSettingsPageQuery$variables = Record<PropertyKey, never>;
export type ContactAttributesSettingsPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly contactAttributeDefinitions: ReadonlyArray<{
        readonly id: string;
        readonly key: string;
        readonly label: string;
        readonly type: ContactAttributeType;
      }>;
      readonly id: string;
      readonly viewerRole: Role;
    } | null | undefined;
  } | null | undefined;
};
export type ContactAttributesSettingsPageQuery = {
  response: ContactAttributesSettingsPageQuery$data;
  variables: ContactAttributesSettingsPageQuery$variables;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContactAttributeDefinition",
      "kind": "LinkedField",
      "name": "contactAttributeDefinitions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
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
    "name": "ContactAttributesSettingsPageQuery",
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
    "name": "ContactAttributesSettingsPageQuery",
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
    "cacheID": "031e99b2d4ba3f3d0315508cda6bad4e",
    "id": null,
    "metadata": {},
    "name": "ContactAttributesSettingsPageQuery",
    "operationKind": "query",
    "text": "query ContactAttributesSettingsPageQuery {\n  viewer {\n    activeOrganization {\n      id\n      viewerRole\n      contactAttributeDefinitions {\n        id\n        key\n        label\n        type\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f826d326d62097bbf9648c6d3ca1576a";

export default node;
