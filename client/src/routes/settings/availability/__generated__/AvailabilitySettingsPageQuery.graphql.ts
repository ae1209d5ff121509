/**
 * @generated SignedSource<<5d2fadfdac2fd2681c64c6f948dc6387>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type AvailabilitySettingsPageQuery$variables = Record<PropertyKey, never>;
export type AvailabilitySettingsPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly id: string;
      readonly viewerRole: Role;
      readonly " $fragmentSpreads": FragmentRefs<"AvailabilitySettingsForm_organization" | "TeamAvailabilityStatus_organization">;
    } | null | undefined;
    readonly memberships: ReadonlyArray<{
      readonly organization: {
        readonly id: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"OwnStatusCard_membership">;
    }>;
  } | null | undefined;
};
export type AvailabilitySettingsPageQuery = {
  response: AvailabilitySettingsPageQuery$data;
  variables: AvailabilitySettingsPageQuery$variables;
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
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "organization",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "start",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "end",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AvailabilitySettingsPageQuery",
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
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TeamAvailabilityStatus_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AvailabilitySettingsForm_organization"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Membership",
            "kind": "LinkedField",
            "name": "memberships",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OwnStatusCard_membership"
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
    "name": "AvailabilitySettingsPageQuery",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Availability",
                "kind": "LinkedField",
                "name": "availability",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reason",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timezone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "officeHoursEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OfficeHours",
                "kind": "LinkedField",
                "name": "officeHours",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TimeRange",
                    "kind": "LinkedField",
                    "name": "mon",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TimeRange",
                    "kind": "LinkedField",
                    "name": "tue",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TimeRange",
                    "kind": "LinkedField",
                    "name": "wed",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TimeRange",
                    "kind": "LinkedField",
                    "name": "thu",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TimeRange",
                    "kind": "LinkedField",
                    "name": "fri",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TimeRange",
                    "kind": "LinkedField",
                    "name": "sat",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TimeRange",
                    "kind": "LinkedField",
                    "name": "sun",
                    "plural": true,
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "holidays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "awayMessage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoReplyEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoReply",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "awayBehavior",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "replyTimeMinutes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Membership",
            "kind": "LinkedField",
            "name": "memberships",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              (v0/*:: as any*/)
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
    "cacheID": "b8fa189df6fd097a6a8c420ce4b75af3",
    "id": null,
    "metadata": {},
    "name": "AvailabilitySettingsPageQuery",
    "operationKind": "query",
    "text": "query AvailabilitySettingsPageQuery {\n  viewer {\n    activeOrganization {\n      id\n      viewerRole\n      ...TeamAvailabilityStatus_organization\n      ...AvailabilitySettingsForm_organization\n    }\n    memberships {\n      organization {\n        id\n      }\n      ...OwnStatusCard_membership\n      id\n    }\n    id\n  }\n}\n\nfragment AvailabilitySettingsForm_organization on Organization {\n  id\n  timezone\n  officeHoursEnabled\n  officeHours {\n    mon {\n      start\n      end\n    }\n    tue {\n      start\n      end\n    }\n    wed {\n      start\n      end\n    }\n    thu {\n      start\n      end\n    }\n    fri {\n      start\n      end\n    }\n    sat {\n      start\n      end\n    }\n    sun {\n      start\n      end\n    }\n  }\n  holidays\n  awayMessage\n  autoReplyEnabled\n  autoReply\n  awayBehavior\n  replyTimeMinutes\n}\n\nfragment OwnStatusCard_membership on Membership {\n  status\n  organization {\n    id\n  }\n}\n\nfragment TeamAvailabilityStatus_organization on Organization {\n  availability {\n    state\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "e6404bd097b902431c32cd0bf74f02f4";

export default node;
