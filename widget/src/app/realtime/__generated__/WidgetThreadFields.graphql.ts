/**
 * @generated SignedSource<<214bae4484c33e4054855f938e6b3b17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
import { FragmentRefs } from "relay-runtime";
export type WidgetThreadFields$data = {
  readonly answerBotActive: boolean;
  readonly clientThreadId: string;
  readonly id: string;
  readonly lastMessageAt: string;
  readonly lastReadSeq: number;
  readonly operatorsLastReadSeq: number;
  readonly preview: string;
  readonly satisfactionRating: {
    readonly score: number;
  } | null | undefined;
  readonly status: ThreadStatus;
  readonly unreadCount: number;
  readonly " $fragmentType": "WidgetThreadFields";
};
export type WidgetThreadFields$key = {
  readonly " $data"?: WidgetThreadFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetThreadFields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WidgetThreadFields",
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
      "kind": "ScalarField",
      "name": "clientThreadId",
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
      "name": "preview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastMessageAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastReadSeq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operatorsLastReadSeq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerBotActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SatisfactionRating",
      "kind": "LinkedField",
      "name": "satisfactionRating",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "score",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VisitorThread",
  "abstractKey": null
};

(node as any).hash = "3aacb9a780a43618139cf1cc7b7f4e71";

export default node;
