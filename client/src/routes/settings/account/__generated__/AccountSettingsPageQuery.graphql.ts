/**
 * @generated SignedSource<<06976e93502cb5bda7f2e807bb4e8f52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsPageQuery$variables = Record<PropertyKey, never>;
export type AccountSettingsPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountAppearance_viewer" | "AccountAvatar_viewer" | "AccountEmailForm_viewer" | "AccountNotifications_viewer" | "AccountPasskeys_viewer" | "AccountPasswordForm_viewer" | "AccountProfileForm_viewer" | "AccountSessions_viewer" | "AccountTwoFactor_viewer">;
  } | null | undefined;
};
export type AccountSettingsPageQuery = {
  response: AccountSettingsPageQuery$data;
  variables: AccountSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountSettingsPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountProfileForm_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountEmailForm_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountPasswordForm_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountTwoFactor_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountPasskeys_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountSessions_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountNotifications_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountAppearance_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountAvatar_viewer"
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
    "name": "AccountSettingsPageQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locale",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "avatarUrl",
            "storageKey": null
          },
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
            "name": "twoFactorEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recoveryCodesRemaining",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rememberedBrowsers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Passkey",
            "kind": "LinkedField",
            "name": "passkeys",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Session",
            "kind": "LinkedField",
            "name": "sessions",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userAgent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ipAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSeenAt",
                "storageKey": null
              },
              (v2/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emailMentions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unansweredEmailMinutes",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "colorScheme",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fe3283d06ee804328a7e46a21eaf9636",
    "id": null,
    "metadata": {},
    "name": "AccountSettingsPageQuery",
    "operationKind": "query",
    "text": "query AccountSettingsPageQuery {\n  viewer {\n    ...AccountProfileForm_viewer\n    ...AccountEmailForm_viewer\n    ...AccountPasswordForm_viewer\n    ...AccountTwoFactor_viewer\n    ...AccountPasskeys_viewer\n    ...AccountSessions_viewer\n    ...AccountNotifications_viewer\n    ...AccountAppearance_viewer\n    ...AccountAvatar_viewer\n    id\n  }\n}\n\nfragment AccountAppearance_viewer on User {\n  id\n  colorScheme\n}\n\nfragment AccountAvatar_viewer on User {\n  id\n  name\n  avatarUrl\n}\n\nfragment AccountEmailForm_viewer on User {\n  email\n}\n\nfragment AccountNotifications_viewer on User {\n  memberships {\n    organization {\n      id\n    }\n    notificationPreferences {\n      browser\n      sound\n      emailMentions\n      unansweredEmailMinutes\n    }\n    id\n  }\n}\n\nfragment AccountPasskeys_viewer on User {\n  passkeys {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n}\n\nfragment AccountPasswordForm_viewer on User {\n  name\n  email\n}\n\nfragment AccountProfileForm_viewer on User {\n  name\n  locale\n  avatarUrl\n}\n\nfragment AccountSessions_viewer on User {\n  sessions {\n    id\n    current\n    userAgent\n    ipAddress\n    lastSeenAt\n    createdAt\n  }\n}\n\nfragment AccountTwoFactor_viewer on User {\n  twoFactorEnabled\n  recoveryCodesRemaining\n  rememberedBrowsers\n}\n"
  }
};
})();

(node as any).hash = "3c79488dafd7a579b43abafd4f84fe74";

export default node;
