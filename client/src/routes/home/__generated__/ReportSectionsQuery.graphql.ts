/**
 * @generated SignedSource<<51a35113166c02a6080a9791774c82fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportPeriod = "CUSTOM" | "LAST_30_DAYS" | "LAST_7_DAYS" | "TODAY";
export type ReportSectionsQuery$variables = {
  from?: string | null | undefined;
  period: ReportPeriod;
  to?: string | null | undefined;
};
export type ReportSectionsQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly report: {
        readonly busiestHours: ReadonlyArray<{
          readonly conversations: number;
          readonly hour: number;
          readonly weekday: number;
        }>;
        readonly conversationsClosed: number;
        readonly conversationsOpened: number;
        readonly firstResponseTime: {
          readonly count: number;
          readonly medianSeconds: number | null | undefined;
          readonly p90Seconds: number | null | undefined;
        };
        readonly from: string;
        readonly messages: {
          readonly fromTeam: number;
          readonly fromVisitors: number;
        };
        readonly missedConversations: number;
        readonly resolutionTime: {
          readonly count: number;
          readonly medianSeconds: number | null | undefined;
          readonly p90Seconds: number | null | undefined;
        };
        readonly satisfaction: {
          readonly average: number | null | undefined;
          readonly distribution: ReadonlyArray<{
            readonly count: number;
            readonly rating: number;
          }>;
          readonly latestComments: ReadonlyArray<{
            readonly comment: string;
            readonly rating: number;
            readonly submittedAt: string;
          }>;
          readonly responses: number;
        };
        readonly teammates: ReadonlyArray<{
          readonly averageRating: number | null | undefined;
          readonly closed: number;
          readonly firstResponseMedianSeconds: number | null | undefined;
          readonly membership: {
            readonly id: string;
            readonly user: {
              readonly name: string;
            };
          };
          readonly opened: number;
          readonly ratings: number;
          readonly replies: number;
          readonly resolutionMedianSeconds: number | null | undefined;
        }>;
        readonly teams: ReadonlyArray<{
          readonly averageRating: number | null | undefined;
          readonly closed: number;
          readonly firstResponseMedianSeconds: number | null | undefined;
          readonly opened: number;
          readonly ratings: number;
          readonly resolutionMedianSeconds: number | null | undefined;
          readonly team: {
            readonly id: string;
            readonly name: string;
          };
        }>;
        readonly timezone: string;
        readonly to: string;
        readonly volume: ReadonlyArray<{
          readonly closed: number;
          readonly day: string;
          readonly opened: number;
        }>;
      };
    } | null | undefined;
  } | null | undefined;
};
export type ReportSectionsQuery = {
  response: ReportSectionsQuery$data;
  variables: ReportSectionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "period"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = [
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "period",
    "variableName": "period"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "from",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "timezone",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "conversationsOpened",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "conversationsClosed",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "missedConversations",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "medianSeconds",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "p90Seconds",
    "storageKey": null
  },
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ReportDurations",
  "kind": "LinkedField",
  "name": "firstResponseTime",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ReportDurations",
  "kind": "LinkedField",
  "name": "resolutionTime",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "ReportMessages",
  "kind": "LinkedField",
  "name": "messages",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromVisitors",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fromTeam",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opened",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closed",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "ReportDay",
  "kind": "LinkedField",
  "name": "volume",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "day",
      "storageKey": null
    },
    (v15/*:: as any*/),
    (v16/*:: as any*/)
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "ReportHour",
  "kind": "LinkedField",
  "name": "busiestHours",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weekday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hour",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conversations",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "ReportSatisfaction",
  "kind": "LinkedField",
  "name": "satisfaction",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "average",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportRatingCount",
      "kind": "LinkedField",
      "name": "distribution",
      "plural": true,
      "selections": [
        (v19/*:: as any*/),
        (v10/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReportRatingComment",
      "kind": "LinkedField",
      "name": "latestComments",
      "plural": true,
      "selections": [
        (v19/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "replies",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstResponseMedianSeconds",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resolutionMedianSeconds",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "ratings",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageRating",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "concreteType": "ReportTeam",
  "kind": "LinkedField",
  "name": "teams",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "team",
      "plural": false,
      "selections": [
        (v21/*:: as any*/),
        (v22/*:: as any*/)
      ],
      "storageKey": null
    },
    (v15/*:: as any*/),
    (v16/*:: as any*/),
    (v24/*:: as any*/),
    (v25/*:: as any*/),
    (v26/*:: as any*/),
    (v27/*:: as any*/)
  ],
  "storageKey": null
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
    "name": "ReportSectionsQuery",
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
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "Report",
                "kind": "LinkedField",
                "name": "report",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReportTeammate",
                    "kind": "LinkedField",
                    "name": "teammates",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Membership",
                        "kind": "LinkedField",
                        "name": "membership",
                        "plural": false,
                        "selections": [
                          (v21/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": [
                              (v22/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v28/*:: as any*/)
                ],
                "storageKey": null
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReportSectionsQuery",
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
                "alias": null,
                "args": (v3/*:: as any*/),
                "concreteType": "Report",
                "kind": "LinkedField",
                "name": "report",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ReportTeammate",
                    "kind": "LinkedField",
                    "name": "teammates",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Membership",
                        "kind": "LinkedField",
                        "name": "membership",
                        "plural": false,
                        "selections": [
                          (v21/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": [
                              (v22/*:: as any*/),
                              (v21/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v28/*:: as any*/)
                ],
                "storageKey": null
              },
              (v21/*:: as any*/)
            ],
            "storageKey": null
          },
          (v21/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "709893d57b5c98d66984ff994b7df1d6",
    "id": null,
    "metadata": {},
    "name": "ReportSectionsQuery",
    "operationKind": "query",
    "text": "query ReportSectionsQuery(\n  $period: ReportPeriod!\n  $from: String\n  $to: String\n) {\n  viewer {\n    activeOrganization {\n      report(period: $period, from: $from, to: $to) {\n        from\n        to\n        timezone\n        conversationsOpened\n        conversationsClosed\n        missedConversations\n        firstResponseTime {\n          medianSeconds\n          p90Seconds\n          count\n        }\n        resolutionTime {\n          medianSeconds\n          p90Seconds\n          count\n        }\n        messages {\n          fromVisitors\n          fromTeam\n        }\n        volume {\n          day\n          opened\n          closed\n        }\n        busiestHours {\n          weekday\n          hour\n          conversations\n        }\n        satisfaction {\n          responses\n          average\n          distribution {\n            rating\n            count\n          }\n          latestComments {\n            rating\n            comment\n            submittedAt\n          }\n        }\n        teammates {\n          membership {\n            id\n            user {\n              name\n              id\n            }\n          }\n          opened\n          closed\n          replies\n          firstResponseMedianSeconds\n          resolutionMedianSeconds\n          ratings\n          averageRating\n        }\n        teams {\n          team {\n            id\n            name\n          }\n          opened\n          closed\n          firstResponseMedianSeconds\n          resolutionMedianSeconds\n          ratings\n          averageRating\n        }\n      }\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "33677b9ec103bde354889664e1aa10f3";

export default node;
