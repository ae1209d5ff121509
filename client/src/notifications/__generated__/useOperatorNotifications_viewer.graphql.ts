/**
 * @generated SignedSource<<d3872100b486c73e5537f6c6adbffcaa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useOperatorNotifications_viewer$data = {
  readonly memberships: ReadonlyArray<{
    readonly notificationPreferences: {
      readonly browser: boolean;
      readonly sound: boolean;
    } | null | undefined;
    readonly organization: {
      readonly id: string;
    };
  }>;
  readonly " $fragmentType": "useOperatorNotifications_viewer";
};
export type useOperatorNotifications_viewer$key = {
  readonly " $data"?: useOperatorNotifications_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useOperatorNotifications_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useOperatorNotifications_viewer",
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

(node as any).hash = "ec1480f60efec498dbf94720e59dd69a";

export default node;
