/**
 * @generated SignedSource<<9a3bb29304fcde6f3c8db33ad3fafe7c>>
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

(node as any).hash = "05c52950e5c1664b6082794e083b6477";

export default node;
