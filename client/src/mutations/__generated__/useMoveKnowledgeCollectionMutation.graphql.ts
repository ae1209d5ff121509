/**
 * @generated SignedSource<<1d45d187cc27673b7cc616d0c1479605>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MoveKnowledgeCollectionInput = {
  collectionId: string;
  position: number;
};
export type useMoveKnowledgeCollectionMutation$variables = {
  input: MoveKnowledgeCollectionInput;
};
export type useMoveKnowledgeCollectionMutation$data = {
  readonly moveKnowledgeCollection: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organization?: {
      readonly id: string;
      readonly knowledgeCollections: ReadonlyArray<{
        readonly id: string;
        readonly position: number;
      }>;
    };
  };
};
export type useMoveKnowledgeCollectionMutation = {
  response: useMoveKnowledgeCollectionMutation$data;
  variables: useMoveKnowledgeCollectionMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "moveKnowledgeCollection",
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
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "KnowledgeCollection",
                "kind": "LinkedField",
                "name": "knowledgeCollections",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "position",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MoveKnowledgeCollectionPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useMoveKnowledgeCollectionMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveKnowledgeCollectionMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d1008be19154a298362a37328c3c5227",
    "id": null,
    "metadata": {},
    "name": "useMoveKnowledgeCollectionMutation",
    "operationKind": "mutation",
    "text": "mutation useMoveKnowledgeCollectionMutation(\n  $input: MoveKnowledgeCollectionInput!\n) {\n  moveKnowledgeCollection(input: $input) {\n    __typename\n    ... on MoveKnowledgeCollectionPayload {\n      organization {\n        id\n        knowledgeCollections {\n          id\n          position\n        }\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1a658482555110523f2b78c62cde0db6";

export default node;
