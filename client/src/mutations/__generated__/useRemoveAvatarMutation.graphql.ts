/**
 * @generated SignedSource<<eeafd7de4cf7f0120dd05c1b1edbbb81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveAvatarMutation$variables = Record<PropertyKey, never>;
export type useRemoveAvatarMutation$data = {
  readonly removeAvatar: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly avatarThumbnailUrl: string | null | undefined;
      readonly avatarUrl: string | null | undefined;
      readonly id: string;
    };
  };
};
export type useRemoveAvatarMutation = {
  response: useRemoveAvatarMutation$data;
  variables: useRemoveAvatarMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removeAvatar",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "avatarUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatarThumbnailUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RemoveAvatarPayload",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveAvatarMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRemoveAvatarMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "23503390419bc0a2d0255d7ff41cd1af",
    "id": null,
    "metadata": {},
    "name": "useRemoveAvatarMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveAvatarMutation {\n  removeAvatar {\n    __typename\n    ... on RemoveAvatarPayload {\n      user {\n        id\n        avatarUrl\n        avatarThumbnailUrl\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "19357edc40778b97b1d9a61ef3c71db5";

export default node;
