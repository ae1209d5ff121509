/**
 * @generated SignedSource<<0aa7c6e234ff15c5bb43a839f0fb5351>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InboxEventKind = "MESSAGE_ADDED" | "PRESENCE_CHANGED" | "THREAD_CREATED" | "THREAD_UPDATED";
export type OperatorStatus = "AWAY" | "ONLINE";
export type Presence = "AWAY" | "OFFLINE" | "ONLINE";
export type useInboxEventsSubscription$variables = {
  organizationId: string;
};
export type useInboxEventsSubscription$data = {
  readonly inboxEvents: {
    readonly kind: InboxEventKind;
    readonly member: {
      readonly id: string;
      readonly lastHeartbeatAt: string | null | undefined;
      readonly presence: Presence;
      readonly status: OperatorStatus;
    } | null | undefined;
    readonly thread: {
      readonly " $fragmentSpreads": FragmentRefs<"threadConnections_thread">;
    } | null | undefined;
  };
};
export type useInboxEventsSubscription = {
  response: useInboxEventsSubscription$data;
  variables: useInboxEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "organizationId",
    "variableName": "organizationId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
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
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Membership",
  "kind": "LinkedField",
  "name": "member",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "presence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastHeartbeatAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useInboxEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InboxEvent",
        "kind": "LinkedField",
        "name": "inboxEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Thread",
            "kind": "LinkedField",
            "name": "thread",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "threadConnections_thread"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInboxEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "InboxEvent",
        "kind": "LinkedField",
        "name": "inboxEvents",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Thread",
            "kind": "LinkedField",
            "name": "thread",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "avatarUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Widget",
                "kind": "LinkedField",
                "name": "widget",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Team",
                "kind": "LinkedField",
                "name": "team",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Label",
                "kind": "LinkedField",
                "name": "labels",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "color",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unread",
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
                "concreteType": "Contact",
                "kind": "LinkedField",
                "name": "contact",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "snoozedUntil",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "76accff3fe841db1c7f69c1b89581e7c",
    "id": null,
    "metadata": {},
    "name": "useInboxEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription useInboxEventsSubscription(\n  $organizationId: ID!\n) {\n  inboxEvents(organizationId: $organizationId) {\n    kind\n    thread {\n      ...threadConnections_thread\n      id\n    }\n    member {\n      id\n      status\n      presence\n      lastHeartbeatAt\n    }\n  }\n}\n\nfragment ConversationHeader_thread on Thread {\n  id\n  status\n  snoozedUntil\n  contact {\n    displayName\n    email\n    id\n  }\n  assignee {\n    id\n    name\n    avatarUrl\n  }\n  widget {\n    name\n    id\n  }\n  team {\n    id\n    name\n  }\n}\n\nfragment ThreadListItem_thread on Thread {\n  id\n  status\n  unread\n  preview\n  lastMessageAt\n  contact {\n    displayName\n    id\n  }\n  assignee {\n    name\n    avatarUrl\n    id\n  }\n  labels {\n    id\n    name\n    color\n  }\n}\n\nfragment threadConnections_thread on Thread {\n  id\n  status\n  lastMessageAt\n  assignee {\n    id\n  }\n  widget {\n    id\n  }\n  team {\n    id\n  }\n  labels {\n    id\n  }\n  ...ThreadListItem_thread\n  ...ConversationHeader_thread\n}\n"
  }
};
})();

(node as any).hash = "656838ffe173df0c6908b398fbeb7d23";

export default node;
