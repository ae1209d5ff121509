/**
 * @generated SignedSource<<f3d9ced18c267f869f74c1df494062df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OperatorStatus = "AWAY" | "ONLINE";
export type Presence = "AWAY" | "OFFLINE" | "ONLINE";
export type HeartbeatInput = {
  organizationId: string;
  status?: OperatorStatus | null | undefined;
};
export type useHeartbeatMutation$variables = {
  input: HeartbeatInput;
};
export type useHeartbeatMutation$data = {
  readonly heartbeat: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly membership?: {
      readonly id: string;
      readonly lastHeartbeatAt: string | null | undefined;
      readonly presence: Presence;
      readonly status: OperatorStatus;
    };
    readonly message?: string;
  };
};
export type useHeartbeatMutation = {
  response: useHeartbeatMutation$data;
  variables: useHeartbeatMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "heartbeat",
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
            "concreteType": "Membership",
            "kind": "LinkedField",
            "name": "membership",
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
                "name": "status",
                "storageKey": null
              },
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
          }
        ],
        "type": "HeartbeatPayload",
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
              (v1/*:: as any*/)
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
          (v1/*:: as any*/)
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
    "name": "useHeartbeatMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useHeartbeatMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "61cdd79b3c824a78ebaa4bc0bb658ba7",
    "id": null,
    "metadata": {},
    "name": "useHeartbeatMutation",
    "operationKind": "mutation",
    "text": "mutation useHeartbeatMutation(\n  $input: HeartbeatInput!\n) {\n  heartbeat(input: $input) {\n    __typename\n    ... on HeartbeatPayload {\n      membership {\n        id\n        status\n        presence\n        lastHeartbeatAt\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "89f353280caa59ff091ba4974e417e12";

export default node;
