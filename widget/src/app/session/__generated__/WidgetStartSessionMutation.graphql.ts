/**
 * @generated SignedSource<<bde56c9759569450cd74cb3197bc15e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartVisitorSessionInput = {
  clientId: string;
  language?: string | null | undefined;
  origin?: string | null | undefined;
  referrer?: string | null | undefined;
  url?: string | null | undefined;
};
export type WidgetStartSessionMutation$variables = {
  input: StartVisitorSessionInput;
};
export type WidgetStartSessionMutation$data = {
  readonly startVisitorSession: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "OriginNotAllowedError";
    readonly message: string;
  } | {
    readonly __typename: "RateLimitedError";
    readonly retryAfterSeconds: number;
  } | {
    readonly __typename: "StartVisitorSessionPayload";
    readonly visitor: {
      readonly id: string;
    };
    readonly visitorToken: string | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type WidgetStartSessionMutation = {
  response: WidgetStartSessionMutation$data;
  variables: WidgetStartSessionMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
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
    "name": "startVisitorSession",
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
            "kind": "ScalarField",
            "name": "visitorToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Visitor",
            "kind": "LinkedField",
            "name": "visitor",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "StartVisitorSessionPayload",
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
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "OriginNotAllowedError",
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
    "name": "WidgetStartSessionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetStartSessionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "2e9a5d9f05a2a9bcef449347d4188874",
    "id": null,
    "metadata": {},
    "name": "WidgetStartSessionMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetStartSessionMutation(\n  $input: StartVisitorSessionInput!\n) {\n  startVisitorSession(input: $input) {\n    __typename\n    ... on StartVisitorSessionPayload {\n      visitorToken\n      visitor {\n        id\n      }\n    }\n    ... on RateLimitedError {\n      retryAfterSeconds\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on OriginNotAllowedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ff4fd5af1d84157474fc2bce12df0d0";

export default node;
