/**
 * @generated SignedSource<<0893a5a7942f1a4e6b1cf5e107833850>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RunRetentionNowInput = {
  organizationId: string;
};
export type useRunRetentionNowMutation$variables = {
  input: RunRetentionNowInput;
};
export type useRunRetentionNowMutation$data = {
  readonly runRetentionNow: {
    readonly __typename: string;
    readonly message?: string;
    readonly organization?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DataProtectionCard_organization">;
    };
    readonly removed?: {
      readonly files: number;
      readonly threads: number;
    };
  };
};
export type useRunRetentionNowMutation = {
  response: useRunRetentionNowMutation$data;
  variables: useRunRetentionNowMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "RetentionCounts",
  "kind": "LinkedField",
  "name": "removed",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRunRetentionNowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "runRetentionNow",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DataProtectionCard_organization"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RunRetentionNowPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRunRetentionNowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "runRetentionNow",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                        "selections": (v3/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RunRetentionNowPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c75db302e4bcffc2fd5d190d8969a36a",
    "id": null,
    "metadata": {},
    "name": "useRunRetentionNowMutation",
    "operationKind": "mutation",
    "text": "mutation useRunRetentionNowMutation(\n  $input: RunRetentionNowInput!\n) {\n  runRetentionNow(input: $input) {\n    __typename\n    ... on RunRetentionNowPayload {\n      removed {\n        threads\n        files\n      }\n      organization {\n        id\n        ...DataProtectionCard_organization\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DataProtectionCard_organization on Organization {\n  id\n  dataProtection {\n    erasureKeepsCounts\n    retentionThreadDays\n    retentionFileDays\n    retentionLastRunAt\n    retentionLastRun {\n      threads\n      files\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "57dcbf452154170f6cca9023862ac0a4";

export default node;
