/**
 * @generated SignedSource<<c441ba3d77e03eb431c58d51631d506c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
export type VisitorEventKind = "AVAILABILITY_CHANGED" | "MESSAGE_ADDED" | "READ" | "THREAD_UPDATED" | "TYPING";
export type WidgetVisitorEventsSubscription$variables = Record<PropertyKey, never>;
export type WidgetVisitorEventsSubscription$data = {
  readonly visitorEvents: {
    readonly kind: VisitorEventKind;
    readonly message: {
      readonly attachments: ReadonlyArray<{
        readonly byteSize: number;
        readonly fileName: string;
        readonly id: string;
        readonly isImage: boolean;
        readonly url: string;
      }>;
      readonly authorName: string;
      readonly body: string;
      readonly clientMessageId: string;
      readonly createdAt: string;
      readonly fromVisitor: boolean;
      readonly id: string;
      readonly seq: number;
    } | null | undefined;
    readonly teamAvailable: boolean;
    readonly thread: {
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
    } | null | undefined;
    readonly typing: {
      readonly isTyping: boolean;
      readonly name: string;
    } | null | undefined;
  };
};
export type WidgetVisitorEventsSubscription = {
  response: WidgetVisitorEventsSubscription$data;
  variables: WidgetVisitorEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VisitorEvent",
    "kind": "LinkedField",
    "name": "visitorEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "teamAvailable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VisitorThread",
        "kind": "LinkedField",
        "name": "thread",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VisitorMessage",
        "kind": "LinkedField",
        "name": "message",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "seq",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fromVisitor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "authorName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientMessageId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VisitorAttachment",
            "kind": "LinkedField",
            "name": "attachments",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "byteSize",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isImage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VisitorTypingIndicator",
        "kind": "LinkedField",
        "name": "typing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isTyping",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WidgetVisitorEventsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WidgetVisitorEventsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cf8f8c46ddb5979ac4ae5120f871e0e0",
    "id": null,
    "metadata": {},
    "name": "WidgetVisitorEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription WidgetVisitorEventsSubscription {\n  visitorEvents {\n    kind\n    teamAvailable\n    thread {\n      id\n      clientThreadId\n      status\n      preview\n      lastMessageAt\n      unreadCount\n      lastReadSeq\n      operatorsLastReadSeq\n      satisfactionRating {\n        score\n      }\n    }\n    message {\n      id\n      seq\n      body\n      createdAt\n      fromVisitor\n      authorName\n      clientMessageId\n      attachments {\n        id\n        fileName\n        byteSize\n        isImage\n        url\n      }\n    }\n    typing {\n      isTyping\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "751aa742c32256c4009108de0c61efa0";

export default node;
