/**
 * @generated SignedSource<<4c2626438a21acf18e6a4602779db922>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
export type SubmitThreadRatingInput = {
  comment?: string | null | undefined;
  rating: number;
  threadId: string;
};
export type WidgetSubmitRatingMutation$variables = {
  input: SubmitThreadRatingInput;
};
export type WidgetSubmitRatingMutation$data = {
  readonly submitThreadRating: {
    readonly __typename: string;
    readonly message?: string;
    readonly thread?: {
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
  };
};
export type WidgetSubmitRatingMutation = {
  response: WidgetSubmitRatingMutation$data;
  variables: WidgetSubmitRatingMutation$variables;
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
    "name": "submitThreadRating",
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
        "type": "SubmitThreadRatingPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "WidgetSubmitRatingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetSubmitRatingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f017f9fcfc8018061684b6f93f4c4d7a",
    "id": null,
    "metadata": {},
    "name": "WidgetSubmitRatingMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetSubmitRatingMutation(\n  $input: SubmitThreadRatingInput!\n) {\n  submitThreadRating(input: $input) {\n    __typename\n    ... on SubmitThreadRatingPayload {\n      thread {\n        id\n        clientThreadId\n        status\n        preview\n        lastMessageAt\n        unreadCount\n        lastReadSeq\n        operatorsLastReadSeq\n        answerBotActive\n        satisfactionRating {\n          score\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1417e0b9b51a0a24c04a1b2bb74e05e9";

export default node;
