/**
 * @generated SignedSource<<42d410232d688b98855aab70c3bf6b69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AskForEmail = "ALWAYS" | "NEVER" | "WHEN_AWAY";
export type WidgetPosition = "BOTTOM_LEFT" | "BOTTOM_RIGHT";
export type UpdateWidgetInput = {
  allowedOrigins?: ReadonlyArray<string> | null | undefined;
  askForEmail?: AskForEmail | null | undefined;
  avatarUrl?: string | null | undefined;
  color?: string | null | undefined;
  defaultTeamId?: string | null | undefined;
  enabled?: boolean | null | undefined;
  greeting?: string | null | undefined;
  identityVerification?: boolean | null | undefined;
  launcherText?: string | null | undefined;
  locale?: string | null | undefined;
  name?: string | null | undefined;
  position?: WidgetPosition | null | undefined;
  preChatFields?: ReadonlyArray<PreChatFieldInput> | null | undefined;
  translations?: ReadonlyArray<WidgetTranslationInput> | null | undefined;
  widgetId: string;
};
export type PreChatFieldInput = {
  key: string;
  label: string;
  required: boolean;
};
export type WidgetTranslationInput = {
  autoReply?: string | null | undefined;
  awayMessage?: string | null | undefined;
  emailIntro?: string | null | undefined;
  emailSubject?: string | null | undefined;
  greeting?: string | null | undefined;
  locale: string;
  preChatLabels?: ReadonlyArray<PreChatLabelInput> | null | undefined;
};
export type PreChatLabelInput = {
  key: string;
  label: string;
};
export type useUpdateWidgetMutation$variables = {
  input: UpdateWidgetInput;
};
export type useUpdateWidgetMutation$data = {
  readonly updateWidget: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly widget?: {
      readonly enabled: boolean;
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"WidgetSettingsForm_widget">;
    };
  };
};
export type useUpdateWidgetMutation = {
  response: useUpdateWidgetMutation$data;
  variables: useUpdateWidgetMutation$variables;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enabled",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
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
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "greeting",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateWidgetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWidget",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Widget",
                "kind": "LinkedField",
                "name": "widget",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WidgetSettingsForm_widget"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateWidgetPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "useUpdateWidgetMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWidget",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Widget",
                "kind": "LinkedField",
                "name": "widget",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "clientId",
                    "storageKey": null
                  },
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
                  (v9/*:: as any*/),
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
                    "name": "askForEmail",
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
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
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
                    "kind": "ScalarField",
                    "name": "allowedOrigins",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "identityVerification",
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Team",
                    "kind": "LinkedField",
                    "name": "defaultTeam",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/)
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
                      (v12/*:: as any*/),
                      (v9/*:: as any*/),
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
                        "name": "autoReply",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "emailSubject",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "emailIntro",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PreChatLabel",
                        "kind": "LinkedField",
                        "name": "preChatLabels",
                        "plural": true,
                        "selections": [
                          (v10/*:: as any*/),
                          (v11/*:: as any*/)
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
            "type": "UpdateWidgetPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "163f21a12fc09bc22a45b05f211237e0",
    "id": null,
    "metadata": {},
    "name": "useUpdateWidgetMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateWidgetMutation(\n  $input: UpdateWidgetInput!\n) {\n  updateWidget(input: $input) {\n    __typename\n    ... on UpdateWidgetPayload {\n      widget {\n        id\n        name\n        enabled\n        ...WidgetSettingsForm_widget\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment WidgetSettingsForm_widget on Widget {\n  id\n  clientId\n  name\n  enabled\n  color\n  position\n  launcherText\n  greeting\n  avatarUrl\n  askForEmail\n  preChatFields {\n    key\n    label\n    required\n  }\n  allowedOrigins\n  identityVerification\n  locale\n  defaultTeam {\n    id\n  }\n  translations {\n    locale\n    greeting\n    awayMessage\n    autoReply\n    emailSubject\n    emailIntro\n    preChatLabels {\n      key\n      label\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee4cd109de4b9be0ef8ae72e9c6224f6";

export default node;
