/**
 * @generated SignedSource<<42f89eb892ef07d661f6c18637df3777>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountNotifications_viewer$data = {
  readonly memberships: ReadonlyArray<{
    readonly notificationPreferences: {
      readonly browser: boolean;
      readonly emailMentions: boolean;
      readonly sound: boolean;
      readonly unansweredEmailMinutes: number | null | undefined;
    } | null | undefined;
    readonly organization: {
      readonly id: string;
    };
  }>;
  readonly " $fragmentType": "AccountNotifications_viewer";
};
export type AccountNotifications_viewer$key = {
  readonly " $data"?: AccountNotifications_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountNotifications_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountNotifications_viewer",
  "selections": [
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "75605507a2bfa98f884dbffba16c82ba";

export default node;
