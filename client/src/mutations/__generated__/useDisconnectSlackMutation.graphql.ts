/**
 * @generated SignedSource<<6fb8e03b7c64ce3a27ca7edc73b308cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DisconnectSlackInput = {
  organizationId: string;
};
export type useDisconnectSlackMutation$variables = {
  input: DisconnectSlackInput;
};
export type useDisconnectSlackMutation$data = {
  readonly disconnectSlack: {
    readonly __typename: string;
    readonly message?: string;
    readonly organization?: {
      readonly id: string;
      readonly slackIntegration: {
        readonly channelId: string;
      } | null | undefined;
    };
  };
};
export type useDisconnectSlackMutation = {
  response: useDisconnectSlackMutation$data;
  variables: useDisconnectSlackMutation$variables;
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
    "name": "disconnectSlack",
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
                "concreteType": "SlackIntegration",
                "kind": "LinkedField",
                "name": "slackIntegration",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "channelId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DisconnectSlackPayload",
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
    "name": "useDisconnectSlackMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDisconnectSlackMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d53b563b786eac3f8c06f93914a6ca0e",
    "id": null,
    "metadata": {},
    "name": "useDisconnectSlackMutation",
    "operationKind": "mutation",
    "text": "mutation useDisconnectSlackMutation(\n  $input: DisconnectSlackInput!\n) {\n  disconnectSlack(input: $input) {\n    __typename\n    ... on DisconnectSlackPayload {\n      organization {\n        id\n        slackIntegration {\n          channelId\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7faf9b8937467ebf7006aafccac8a9ad";

export default node;
