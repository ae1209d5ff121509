/**
 * @generated SignedSource<<fd3b9e039855d946b26e008cba59165d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Plan = "BUSINESS" | "FREE" | "PRO";
export type PlanLimit = "ANSWER_BOT" | "API_KEYS" | "ARTICLES" | "CONVERSATIONS" | "IDENTITY_VERIFICATION" | "SEATS" | "WEBHOOKS" | "WIDGETS";
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "INCOMPLETE" | "INCOMPLETE_EXPIRED" | "PAST_DUE" | "PAUSED" | "TRIALING" | "UNPAID";
export type UpgradeSettingsPageQuery$variables = Record<PropertyKey, never>;
export type UpgradeSettingsPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly billing: {
        readonly enabled: boolean;
        readonly plan: Plan;
        readonly status: SubscriptionStatus | null | undefined;
        readonly usage: ReadonlyArray<{
          readonly limit: PlanLimit;
          readonly used: number;
        }>;
        readonly viewerCanManage: boolean;
      };
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type UpgradeSettingsPageQuery = {
  response: UpgradeSettingsPageQuery$data;
  variables: UpgradeSettingsPageQuery$variables;
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
      "concreteType": "Billing",
      "kind": "LinkedField",
      "name": "billing",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "plan",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanManage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlanUsage",
          "kind": "LinkedField",
          "name": "usage",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "limit",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "used",
              "storageKey": null
            }
          ],
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
    "name": "UpgradeSettingsPageQuery",
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
    "name": "UpgradeSettingsPageQuery",
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
    "cacheID": "d72687bf3d4bf9fc59aaa6d2821ae027",
    "id": null,
    "metadata": {},
    "name": "UpgradeSettingsPageQuery",
    "operationKind": "query",
    "text": "query UpgradeSettingsPageQuery {\n  viewer {\n    activeOrganization {\n      id\n      billing {\n        enabled\n        plan\n        status\n        viewerCanManage\n        usage {\n          limit\n          used\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e9124ab0c3711e64d967fc3a3187fbc";

export default node;
