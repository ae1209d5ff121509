/**
 * @generated SignedSource<<3ff77853383e7424efc4f388956aa46d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpenBillingPortalInput = {
  organizationId: string;
};
export type useOpenBillingPortalMutation$variables = {
  input: OpenBillingPortalInput;
};
export type useOpenBillingPortalMutation$data = {
  readonly openBillingPortal: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type useOpenBillingPortalMutation = {
  response: useOpenBillingPortalMutation$data;
  variables: useOpenBillingPortalMutation$variables;
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
    "name": "openBillingPortal",
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
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "OpenBillingPortalPayload",
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
    "name": "useOpenBillingPortalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOpenBillingPortalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "16c4558b754b50a1591b23cadb357661",
    "id": null,
    "metadata": {},
    "name": "useOpenBillingPortalMutation",
    "operationKind": "mutation",
    "text": "mutation useOpenBillingPortalMutation(\n  $input: OpenBillingPortalInput!\n) {\n  openBillingPortal(input: $input) {\n    __typename\n    ... on OpenBillingPortalPayload {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "99460a9745604236f8e3c4d72d39e2dd";

export default node;
