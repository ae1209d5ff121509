/**
 * @generated SignedSource<<97dd8fd30f3530a97284cc79cd331769>>
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "greeting",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
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
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "defaultTeam",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Widget",
  "abstractKey": null
};
})();

(node as any).hash = "ca29c273ced7438eec1c531f21c5dca7";

export default node;
