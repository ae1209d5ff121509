/**
 * @generated SignedSource<<7efdcd670b31be4a551706c1b6388989>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DataProtectionCardDryRunQuery$variables = {
  fileDays?: number | null | undefined;
  id: string;
  threadDays?: number | null | undefined;
};
export type DataProtectionCardDryRunQuery$data = {
  readonly node: {
    readonly dataProtection?: {
      readonly retentionDryRun: {
        readonly files: number;
        readonly threads: number;
      };
    };
  } | null | undefined;
};
export type DataProtectionCardDryRunQuery = {
  response: DataProtectionCardDryRunQuery$data;
  variables: DataProtectionCardDryRunQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fileDays"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "threadDays"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
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
          "args": [
            {
              "kind": "Variable",
              "name": "fileDays",
              "variableName": "fileDays"
            },
            {
              "kind": "Variable",
              "name": "threadDays",
              "variableName": "threadDays"
            }
          ],
          "concreteType": "RetentionCounts",
          "kind": "LinkedField",
          "name": "retentionDryRun",
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
  "type": "Organization",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DataProtectionCardDryRunQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DataProtectionCardDryRunQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c1a99c4c551de61a01d4ffb111e99d76",
    "id": null,
    "metadata": {},
    "name": "DataProtectionCardDryRunQuery",
    "operationKind": "query",
    "text": "query DataProtectionCardDryRunQuery(\n  $id: ID!\n  $threadDays: Int\n  $fileDays: Int\n) {\n  node(id: $id) {\n    __typename\n    ... on Organization {\n      dataProtection {\n        retentionDryRun(threadDays: $threadDays, fileDays: $fileDays) {\n          threads\n          files\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "45502bdb45f5c83c575c4820eccff142";

export default node;
