/**
 * @generated SignedSource<<a4fc359ca1416299cb7441b884d4fcd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useForgetRememberedBrowsersMutation$variables = Record<PropertyKey, never>;
export type useForgetRememberedBrowsersMutation$data = {
  readonly forgetRememberedBrowsers: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AccountTwoFactor_viewer">;
    };
  };
};
export type useForgetRememberedBrowsersMutation = {
  response: useForgetRememberedBrowsersMutation$data;
  variables: useForgetRememberedBrowsersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useForgetRememberedBrowsersMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "forgetRememberedBrowsers",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AccountTwoFactor_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ForgetRememberedBrowsersPayload",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useForgetRememberedBrowsersMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "forgetRememberedBrowsers",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "twoFactorEnabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recoveryCodesRemaining",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rememberedBrowsers",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ForgetRememberedBrowsersPayload",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa55719ba286fa769b3dea141eba416b",
    "id": null,
    "metadata": {},
    "name": "useForgetRememberedBrowsersMutation",
    "operationKind": "mutation",
    "text": "mutation useForgetRememberedBrowsersMutation {\n  forgetRememberedBrowsers {\n    __typename\n    ... on ForgetRememberedBrowsersPayload {\n      user {\n        id\n        ...AccountTwoFactor_viewer\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AccountTwoFactor_viewer on User {\n  twoFactorEnabled\n  recoveryCodesRemaining\n  rememberedBrowsers\n}\n"
  }
};
})();

(node as any).hash = "8cfeda1b2bdc8c05abb04cb8c670ada8";

export default node;
