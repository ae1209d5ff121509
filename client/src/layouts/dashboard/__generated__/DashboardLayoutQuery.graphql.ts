/**
 * @generated SignedSource<<5f00a2cf3f972bcd06bb8a6b7da97fc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ColorScheme = "DARK" | "LIGHT" | "SYSTEM";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type DashboardLayoutQuery$variables = Record<PropertyKey, never>;
export type DashboardLayoutQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly id: string;
      readonly name: string;
      readonly viewerRole: Role;
      readonly " $fragmentSpreads": FragmentRefs<"DeletionScheduledBanner_organization" | "NotificationBell_organization" | "PastDueBanner_organization" | "ReadOnlySeatBanner_organization" | "useUnreadThreadCount_organization">;
    } | null | undefined;
    readonly colorScheme: ColorScheme;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrganizationSwitcher_viewer" | "UserMenu_viewer" | "useAccessRedirect_viewer" | "useOperatorNotifications_viewer">;
  } | null | undefined;
};
export type DashboardLayoutQuery = {
  response: DashboardLayoutQuery$data;
  variables: DashboardLayoutQuery$variables;
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
  "name": "colorScheme",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useAccessRedirect_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrganizationSwitcher_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserMenu_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useOperatorNotifications_viewer"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationBell_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PastDueBanner_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReadOnlySeatBanner_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DeletionScheduledBanner_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "useUnreadThreadCount_organization"
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
    "name": "DashboardLayoutQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailVerified",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twoFactorSetupRequired",
            "storageKey": null
          },
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
                "kind": "ScalarField",
                "name": "onboardingCompleted",
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerUnreadNotificationCount",
                "storageKey": null
              },
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
                    "name": "graceEndsAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerReadOnlyReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletionScheduledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerUnreadThreadCount",
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
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v2/*:: as any*/)
                ],
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
                "name": "presence",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "NotificationPreferences",
                "kind": "LinkedField",
                "name": "notificationPreferences",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "browser",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sound",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "af367f390502e13daad98bc03a399054",
    "id": null,
    "metadata": {},
    "name": "DashboardLayoutQuery",
    "operationKind": "query",
    "text": "query DashboardLayoutQuery {\n  viewer {\n    id\n    colorScheme\n    ...useAccessRedirect_viewer\n    ...OrganizationSwitcher_viewer\n    ...UserMenu_viewer\n    ...useOperatorNotifications_viewer\n    activeOrganization {\n      id\n      name\n      viewerRole\n      ...NotificationBell_organization\n      ...PastDueBanner_organization\n      ...ReadOnlySeatBanner_organization\n      ...DeletionScheduledBanner_organization\n      ...useUnreadThreadCount_organization\n    }\n  }\n}\n\nfragment DeletionScheduledBanner_organization on Organization {\n  deletionScheduledAt\n  viewerRole\n}\n\nfragment NotificationBell_organization on Organization {\n  id\n  viewerUnreadNotificationCount\n}\n\nfragment OrganizationSwitcher_viewer on User {\n  activeOrganization {\n    id\n    name\n    viewerRole\n  }\n  memberships {\n    id\n    role\n    organization {\n      id\n      name\n    }\n  }\n}\n\nfragment PastDueBanner_organization on Organization {\n  billing {\n    graceEndsAt\n  }\n}\n\nfragment ReadOnlySeatBanner_organization on Organization {\n  viewerReadOnlyReason\n}\n\nfragment UserMenu_viewer on User {\n  name\n  email\n  avatarUrl\n  activeOrganization {\n    id\n  }\n  memberships {\n    id\n    status\n    presence\n    organization {\n      id\n    }\n  }\n}\n\nfragment useAccessRedirect_viewer on User {\n  emailVerified\n  twoFactorSetupRequired\n  activeOrganization {\n    id\n    onboardingCompleted\n  }\n}\n\nfragment useOperatorNotifications_viewer on User {\n  memberships {\n    organization {\n      id\n    }\n    notificationPreferences {\n      browser\n      sound\n    }\n    id\n  }\n}\n\nfragment useUnreadThreadCount_organization on Organization {\n  viewerUnreadThreadCount\n}\n"
  }
};
})();

(node as any).hash = "cbfe75e641b350e8d851e4c2cdb1f995";

export default node;
