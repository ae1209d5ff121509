/**
 * @generated SignedSource<<8107eff344e51d99d035d3d01be142e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubmitVisitorDetailsInput = {
  answers?: any | null | undefined;
  email?: string | null | undefined;
};
export type WidgetSubmitDetailsMutation$variables = {
  input: SubmitVisitorDetailsInput;
};
export type WidgetSubmitDetailsMutation$data = {
  readonly submitVisitorDetails: {
    readonly __typename: "RateLimitedError";
    readonly retryAfterSeconds: number;
  } | {
    readonly __typename: "SubmitVisitorDetailsPayload";
    readonly visitor: {
      readonly email: string | null | undefined;
      readonly id: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type WidgetSubmitDetailsMutation = {
  response: WidgetSubmitDetailsMutation$data;
  variables: WidgetSubmitDetailsMutation$variables;
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
    "name": "submitVisitorDetails",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubmitVisitorDetailsPayload",
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
              }
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
    "name": "WidgetSubmitDetailsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetSubmitDetailsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "954da22ba4b8da1e77bd8abd44213298",
    "id": null,
    "metadata": {},
    "name": "WidgetSubmitDetailsMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetSubmitDetailsMutation(\n  $input: SubmitVisitorDetailsInput!\n) {\n  submitVisitorDetails(input: $input) {\n    __typename\n    ... on SubmitVisitorDetailsPayload {\n      visitor {\n        id\n        email\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n      }\n    }\n    ... on RateLimitedError {\n      retryAfterSeconds\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c7c8466fa26979e17ec55bff225c0e3";

export default node;
