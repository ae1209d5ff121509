/**
 * @generated SignedSource<<2806bde2ad25b1375700310f7163d69d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AvailabilityState = "AVAILABLE" | "AWAY";
export type AwayBehavior = "COLLECT_EMAIL" | "HIDE_LAUNCHER";
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
export type VisitorEventKind = "AVAILABILITY_CHANGED" | "MESSAGE_ADDED" | "READ" | "SUBSCRIBED" | "THREAD_UPDATED" | "TYPING" | "WIDGET_UPDATED";
export type WidgetVisitorEventsSubscription$variables = Record<PropertyKey, never>;
export type WidgetVisitorEventsSubscription$data = {
  readonly visitorEvents: {
    readonly availability: {
      readonly awayBehavior: AwayBehavior;
      readonly awayMessage: string;
      readonly hideLauncher: boolean;
      readonly replyTimeMinutes: number | null | undefined;
      readonly state: AvailabilityState;
    };
    readonly kind: VisitorEventKind;
    readonly message: {
      readonly attachments: ReadonlyArray<{
        readonly byteSize: number;
        readonly fileName: string;
        readonly id: string;
        readonly isImage: boolean;
        readonly url: string;
      }>;
      readonly authorAvatarUrl: string | null | undefined;
      readonly authorName: string;
      readonly body: string;
      readonly clientMessageId: string;
      readonly createdAt: string;
      readonly fromAnswerBot: boolean;
      readonly fromVisitor: boolean;
      readonly id: string;
      readonly seq: number;
    } | null | undefined;
    readonly thread: {
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
    "args": [
      {
        "kind": "Literal",
        "name": "announceStart",
        "value": true
      }
    ],
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
        "concreteType": "Availability",
        "kind": "LinkedField",
        "name": "availability",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
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
            "name": "awayBehavior",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "replyTimeMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hideLauncher",
            "storageKey": null
          }
        ],
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
            "name": "fromAnswerBot",
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
            "name": "authorAvatarUrl",
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
    "storageKey": "visitorEvents(announceStart:true)"
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
    "cacheID": "8d101ebd3a14203f27be79283d24226c",
    "id": null,
    "metadata": {},
    "name": "WidgetVisitorEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription WidgetVisitorEventsSubscription {\n  visitorEvents(announceStart: true) {\n    kind\n    availability {\n      state\n      awayMessage\n      awayBehavior\n      replyTimeMinutes\n      hideLauncher\n    }\n    thread {\n      id\n      clientThreadId\n      status\n      preview\n      lastMessageAt\n      unreadCount\n      lastReadSeq\n      operatorsLastReadSeq\n      answerBotActive\n      satisfactionRating {\n        score\n      }\n    }\n    message {\n      id\n      seq\n      body\n      createdAt\n      fromVisitor\n      fromAnswerBot\n      authorName\n      authorAvatarUrl\n      clientMessageId\n      attachments {\n        id\n        fileName\n        byteSize\n        isImage\n        url\n      }\n    }\n    typing {\n      isTyping\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "70a355fa9714e0ba1905cfcbf184a9f4";

export default node;
