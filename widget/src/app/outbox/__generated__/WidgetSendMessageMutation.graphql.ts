/**
 * @generated SignedSource<<47dc64d90984bb86b3f23d47491af525>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
export type SendVisitorMessageInput = {
  attachmentIds?: ReadonlyArray<string> | null | undefined;
  body: string;
  clientMessageId: string;
  clientThreadId: string;
};
export type WidgetSendMessageMutation$variables = {
  input: SendVisitorMessageInput;
};
export type WidgetSendMessageMutation$data = {
  readonly sendVisitorMessage: {
    readonly __typename: "NotAuthorizedError";
    readonly message: string;
  } | {
    readonly __typename: "RateLimitedError";
    readonly retryAfterSeconds: number;
  } | {
    readonly __typename: "SendVisitorMessagePayload";
    readonly messageEdge: {
      readonly cursor: string;
      readonly node: {
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
      };
    };
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
    };
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type WidgetSendMessageMutation = {
  response: WidgetSendMessageMutation$data;
  variables: WidgetSendMessageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendVisitorMessage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "VisitorMessageEdge",
            "kind": "LinkedField",
            "name": "messageEdge",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VisitorMessage",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                      (v1/*:: as any*/),
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
              (v1/*:: as any*/),
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
          }
        ],
        "type": "SendVisitorMessagePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterSeconds",
            "storageKey": null
          }
        ],
        "type": "RateLimitedError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotAuthorizedError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WidgetSendMessageMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetSendMessageMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "eb5e6ea6730e4f5f09843858ede6dced",
    "id": null,
    "metadata": {},
    "name": "WidgetSendMessageMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetSendMessageMutation(\n  $input: SendVisitorMessageInput!\n) {\n  sendVisitorMessage(input: $input) {\n    __typename\n    ... on SendVisitorMessagePayload {\n      messageEdge {\n        cursor\n        node {\n          id\n          seq\n          body\n          createdAt\n          fromVisitor\n          fromAnswerBot\n          authorName\n          authorAvatarUrl\n          clientMessageId\n          attachments {\n            id\n            fileName\n            byteSize\n            isImage\n            url\n          }\n        }\n      }\n      thread {\n        id\n        clientThreadId\n        status\n        preview\n        lastMessageAt\n        unreadCount\n        lastReadSeq\n        operatorsLastReadSeq\n        answerBotActive\n        satisfactionRating {\n          score\n        }\n      }\n    }\n    ... on RateLimitedError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on NotAuthorizedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e6485efb69f19ee17d9f3be2d07119f";

export default node;
