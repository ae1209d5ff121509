/**
 * @generated SignedSource<<81ab45adc644e0cc6d9e4e8051a32818>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuditLogPageCsvQuery$variables = {
  action?: string | null | undefined;
  actor?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
};
export type AuditLogPageCsvQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly auditLogCsv: string;
    } | null | undefined;
  } | null | undefined;
};
export type AuditLogPageCsvQuery = {
  response: AuditLogPageCsvQuery$data;
  variables: AuditLogPageCsvQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "action"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "actor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "action",
      "variableName": "action"
    },
    {
      "kind": "Variable",
      "name": "actor",
      "variableName": "actor"
    },
    {
      "kind": "Variable",
      "name": "from",
      "variableName": "from"
    },
    {
      "kind": "Variable",
      "name": "to",
      "variableName": "to"
    }
  ],
  "kind": "ScalarField",
  "name": "auditLogCsv",
  "storageKey": null
},
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
    "name": "AuditLogPageCsvQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "AuditLogPageCsvQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8782e5437582f9159d5e10a293686a1b",
    "id": null,
    "metadata": {},
    "name": "AuditLogPageCsvQuery",
    "operationKind": "query",
    "text": "query AuditLogPageCsvQuery(\n  $action: String\n  $actor: String\n  $from: DateTime\n  $to: DateTime\n) {\n  viewer {\n    activeOrganization {\n      auditLogCsv(action: $action, actor: $actor, from: $from, to: $to)\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "413126340e7c01f0c071a566dace8399";

export default node;
