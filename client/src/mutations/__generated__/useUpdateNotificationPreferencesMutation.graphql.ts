/**
 * @generated SignedSource<<f6900acb7ff1af9181680a029a6fa3a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateNotificationPreferencesInput = {
  notifyBrowser?: boolean | null | undefined;
  notifyEmailMentions?: boolean | null | undefined;
  notifySound?: boolean | null | undefined;
  organizationId: string;
  unansweredEmailMinutes?: number | null | undefined;
};
export type useUpdateNotificationPreferencesMutation$variables = {
  input: UpdateNotificationPreferencesInput;
};
export type useUpdateNotificationPreferencesMutation$data = {
  readonly updateNotificationPreferences: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly membership?: {
      readonly id: string;
      readonly notificationPreferences: {
        readonly browser: boolean;
        readonly emailMentions: boolean;
        readonly sound: boolean;
        readonly unansweredEmailMinutes: number | null | undefined;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type useUpdateNotificationPreferencesMutation = {
  response: useUpdateNotificationPreferencesMutation$data;
  variables: useUpdateNotificationPreferencesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateNotificationPreferences",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Membership",
            "kind": "LinkedField",
            "name": "membership",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateNotificationPreferencesPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateNotificationPreferencesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationPreferencesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "985bb439c28923ec1b4fba774682ae35",
    "id": null,
    "metadata": {},
    "name": "useUpdateNotificationPreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateNotificationPreferencesMutation(\n  $input: UpdateNotificationPreferencesInput!\n) {\n  updateNotificationPreferences(input: $input) {\n    __typename\n    ... on UpdateNotificationPreferencesPayload {\n      membership {\n        id\n        notificationPreferences {\n          browser\n          sound\n          emailMentions\n          unansweredEmailMinutes\n        }\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "83b35e5ca7a58ecf1fa8c8ee57a09038";

export default node;
