/**
 * @generated SignedSource<<650ef942468608532992b8c07bc934ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
import { FragmentRefs } from "relay-runtime";
export type threadConnections_thread$data = {
  readonly assignee: {
    readonly id: string;
  } | null | undefined;
  readonly id: string;
  readonly labels: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly lastMessageAt: string;
  readonly satisfactionRating: {
    readonly comment: string | null | undefined;
    readonly score: number;
    readonly submittedAt: string;
  } | null | undefined;
  readonly status: ThreadStatus;
  readonly team: {
    readonly id: string;
  } | null | undefined;
  readonly widget: {
    readonly id: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ConversationHeader_thread" | "ThreadListItem_thread">;
  readonly " $fragmentType": "threadConnections_thread";
};
export type threadConnections_thread$key = {
  readonly " $data"?: threadConnections_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"threadConnections_thread">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "threadConnections_thread",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "lastMessageAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "assignee",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Widget",
      "kind": "LinkedField",
      "name": "widget",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Team",
      "kind": "LinkedField",
      "name": "team",
      "plural": false,
      "selections": (v1/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submittedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Label",
      "kind": "LinkedField",
      "name": "labels",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ThreadListItem_thread"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConversationHeader_thread"
    }
  ],
  "type": "Thread",
  "abstractKey": null
};
})();

(node as any).hash = "dded99d9386e32b1b1735bba80412a3e";

export default node;
