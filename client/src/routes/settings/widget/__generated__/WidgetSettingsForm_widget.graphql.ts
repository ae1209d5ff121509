/**
 * @generated SignedSource<<1c7a4ff7b6adb701721e4cca06f71336>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AskForEmail = "ALWAYS" | "NEVER" | "WHEN_AWAY";
export type WidgetPosition = "BOTTOM_LEFT" | "BOTTOM_RIGHT";
import { FragmentRefs } from "relay-runtime";
export type WidgetSettingsForm_widget$data = {
  readonly allowedOrigins: ReadonlyArray<string>;
  readonly askForEmail: AskForEmail;
  readonly avatarUrl: string | null | undefined;
  readonly clientId: string;
  readonly color: string;
  readonly defaultTeam: {
    readonly id: string;
  } | null | undefined;
  readonly enabled: boolean;
  readonly greeting: string;
  readonly id: string;
  readonly identityVerification: boolean;
  readonly launcherText: string;
  readonly locale: string | null | undefined;
  readonly name: string;
  readonly position: WidgetPosition;
  readonly preChatFields: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
    readonly required: boolean;
  }>;
  readonly translations: ReadonlyArray<{
    readonly autoReply: string;
    readonly awayMessage: string;
    readonly emailIntro: string;
    readonly emailSubject: string;
    readonly greeting: string;
    readonly locale: string;
    readonly preChatLabels: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
    }>;
  }>;
  readonly " $fragmentType": "WidgetSettingsForm_widget";
};
export type WidgetSettingsForm_widget$key = {
  readonly " $data"?: WidgetSettingsForm_widget$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetSettingsForm_widget">;
};

const node: ReaderFragment = (function(){
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
  "name": "greeting",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WidgetSettingsForm_widget",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
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
    (v1/*:: as any*/),
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
        (v2/*:: as any*/),
        (v3/*:: as any*/),
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
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "defaultTeam",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
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
        (v4/*:: as any*/),
        (v1/*:: as any*/),
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
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Widget",
  "abstractKey": null
};
})();

(node as any).hash = "2f45a5b9c26354d134b8676491ec58a7";

export default node;
