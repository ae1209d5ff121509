/**
 * @generated SignedSource<<7dd1745e6bd2c27675061c5e3c7abf94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AnswerBotCardQuery$variables = Record<PropertyKey, never>;
export type AnswerBotCardQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly answerBotAvailable: boolean;
      readonly answerBotHandedOverCount: number;
      readonly answerBotInPlan: boolean;
      readonly answerBotName: string | null | undefined;
      readonly answerBotResolvedCount: number;
      readonly answerFirstEnabled: boolean;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type AnswerBotCardQuery = {
  response: AnswerBotCardQuery$data;
  variables: AnswerBotCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "activeOrganization",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerBotAvailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerBotInPlan",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerBotName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerFirstEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerBotResolvedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerBotHandedOverCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnswerBotCardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AnswerBotCardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1dd9ceabde71d4ad5e3ae80e06d5c6e1",
    "id": null,
    "metadata": {},
    "name": "AnswerBotCardQuery",
    "operationKind": "query",
    "text": "query AnswerBotCardQuery {\n  viewer {\n    activeOrganization {\n      id\n      answerBotAvailable\n      answerBotInPlan\n      answerBotName\n      answerFirstEnabled\n      answerBotResolvedCount\n      answerBotHandedOverCount\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "be442992f2b6f44868fb05ca668f724a";

export default node;
