/**
 * @generated SignedSource<<fb2155d4f438517354ba170424c89140>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
export type TalkToPersonInput = {
  threadId: string;
};
export type WidgetTalkToPersonMutation$variables = {
  input: TalkToPersonInput;
};
export type WidgetTalkToPersonMutation$data = {
  readonly talkToPerson: {
    readonly __typename: "TalkToPersonPayload";
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
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type WidgetTalkToPersonMutation = {
  response: WidgetTalkToPersonMutation$data;
  variables: WidgetTalkToPersonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "talkToPerson",
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
            "concreteType": "VisitorThread",
            "kind": "LinkedField",
            "name": "thread",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "type": "TalkToPersonPayload",
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
    "name": "WidgetTalkToPersonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetTalkToPersonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c753fc122614ca9d2ed0651c848517ec",
    "id": null,
    "metadata": {},
    "name": "WidgetTalkToPersonMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetTalkToPersonMutation(\n  $input: TalkToPersonInput!\n) {\n  talkToPerson(input: $input) {\n    __typename\n    ... on TalkToPersonPayload {\n      thread {\n        id\n        clientThreadId\n        status\n        preview\n        lastMessageAt\n        unreadCount\n        lastReadSeq\n        operatorsLastReadSeq\n        answerBotActive\n        satisfactionRating {\n          score\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fe6150a1953d69132a54aae9c55e16e5";

export default node;
