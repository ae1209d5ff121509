/**
 * @generated SignedSource<<e6f189de51e4c652e70708a293da8113>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DataProtectionSectionQuery$variables = Record<PropertyKey, never>;
export type DataProtectionSectionQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly " $fragmentSpreads": FragmentRefs<"DataProtectionCard_organization">;
    } | null | undefined;
  } | null | undefined;
};
export type DataProtectionSectionQuery = {
  response: DataProtectionSectionQuery$data;
  variables: DataProtectionSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DataProtectionSectionQuery",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DataProtectionCard_organization"
              }
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DataProtectionSectionQuery",
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DataProtectionSettings",
                "kind": "LinkedField",
                "name": "dataProtection",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "erasureKeepsCounts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "retentionThreadDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "retentionFileDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "retentionLastRunAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RetentionCounts",
                    "kind": "LinkedField",
                    "name": "retentionLastRun",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "threads",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "files",
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
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6f6793bdaf4dfa22a569a28c46dfba4c",
    "id": null,
    "metadata": {},
    "name": "DataProtectionSectionQuery",
    "operationKind": "query",
    "text": "query DataProtectionSectionQuery {\n  viewer {\n    activeOrganization {\n      ...DataProtectionCard_organization\n      id\n    }\n    id\n  }\n}\n\nfragment DataProtectionCard_organization on Organization {\n  id\n  dataProtection {\n    erasureKeepsCounts\n    retentionThreadDays\n    retentionFileDays\n    retentionLastRunAt\n    retentionLastRun {\n      threads\n      files\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ca4acaed94693b03ec4eb2fde92cb1ed";

export default node;
