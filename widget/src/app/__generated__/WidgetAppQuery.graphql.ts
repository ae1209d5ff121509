/**
 * @generated SignedSource<<b2ebfd8cde383b7fa22dd2e33e54c04a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AskForEmail = "ALWAYS" | "NEVER" | "WHEN_AWAY";
export type AvailabilityState = "AVAILABLE" | "AWAY";
export type AwayBehavior = "COLLECT_EMAIL" | "HIDE_LAUNCHER";
export type WidgetPosition = "BOTTOM_LEFT" | "BOTTOM_RIGHT";
export type WidgetAppQuery$variables = {
  clientId: string;
};
export type WidgetAppQuery$data = {
  readonly publicWidget: {
    readonly answerBotName: string | null | undefined;
    readonly askForEmail: AskForEmail;
    readonly availability: {
      readonly awayBehavior: AwayBehavior;
      readonly awayMessage: string;
      readonly hideLauncher: boolean;
      readonly replyTimeMinutes: number | null | undefined;
      readonly state: AvailabilityState;
    };
    readonly avatarUrl: string | null | undefined;
    readonly color: string;
    readonly greeting: string;
    readonly helpCenter: boolean;
    readonly launcherText: string;
    readonly locale: string | null | undefined;
    readonly organizationName: string;
    readonly position: WidgetPosition;
    readonly preChatFields: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
      readonly required: boolean;
    }>;
    readonly team: ReadonlyArray<{
      readonly avatarUrl: string | null | undefined;
      readonly name: string;
    }>;
    readonly translations: ReadonlyArray<{
      readonly awayMessage: string;
      readonly greeting: string;
      readonly locale: string;
      readonly preChatLabels: ReadonlyArray<{
        readonly key: string;
        readonly label: string;
      }>;
    }>;
  } | null | undefined;
};
export type WidgetAppQuery = {
  response: WidgetAppQuery$data;
  variables: WidgetAppQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "greeting",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "awayMessage",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "clientId",
        "variableName": "clientId"
      }
    ],
    "concreteType": "PublicWidget",
    "kind": "LinkedField",
    "name": "publicWidget",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "organizationName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "answerBotName",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "color",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "position",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "launcherText",
        "storageKey": null
      },
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "askForEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "helpCenter",
        "storageKey": null
      },
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
          (v4/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hideLauncher",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PreChatField",
        "kind": "LinkedField",
        "name": "preChatFields",
        "plural": true,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "required",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WidgetTranslation",
        "kind": "LinkedField",
        "name": "translations",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PreChatLabel",
            "kind": "LinkedField",
            "name": "preChatLabels",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WidgetTeamMember",
        "kind": "LinkedField",
        "name": "team",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
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
    "name": "WidgetAppQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetAppQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "4958a8a6672256e227b6dac651fe76f3",
    "id": null,
    "metadata": {},
    "name": "WidgetAppQuery",
    "operationKind": "query",
    "text": "query WidgetAppQuery(\n  $clientId: String!\n) {\n  publicWidget(clientId: $clientId) {\n    organizationName\n    answerBotName\n    greeting\n    color\n    position\n    launcherText\n    avatarUrl\n    locale\n    askForEmail\n    helpCenter\n    availability {\n      state\n      awayMessage\n      awayBehavior\n      replyTimeMinutes\n      hideLauncher\n    }\n    preChatFields {\n      key\n      label\n      required\n    }\n    translations {\n      locale\n      greeting\n      awayMessage\n      preChatLabels {\n        key\n        label\n      }\n    }\n    team {\n      name\n      avatarUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e7e639c70bed590d1691c9d78bf887b";

export default node;
