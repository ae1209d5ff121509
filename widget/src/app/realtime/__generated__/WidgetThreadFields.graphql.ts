/**
 * @generated SignedSource<<6b2e8385fb09e254a7242356d5ced210>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
import { FragmentRefs } from "relay-runtime";
export type WidgetThreadFields$data = {
  readonly clientThreadId: string;
  readonly id: string;
  readonly lastMessageAt: string;
  readonly lastReadSeq: number;
  readonly operatorsLastReadSeq: number;
  readonly preview: string;
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
    }
  ],
  "type": "VisitorThread",
  "abstractKey": null
};

(node as any).hash = "5ccaa426c43fdb6f3efaedaea8d1bace";

export default node;
