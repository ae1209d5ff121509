/**
 * @generated SignedSource<<e0faf01f88dbf1d659a9883efdab9480>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateHelpCenterInput = {
  enabled: boolean;
  organizationId: string;
  title?: string | null | undefined;
};
export type useUpdateHelpCenterMutation$variables = {
  input: UpdateHelpCenterInput;
};
export type useUpdateHelpCenterMutation$data = {
  readonly updateHelpCenter: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly organization?: {
      readonly helpCenterEnabled: boolean;
      readonly helpCenterTitle: string;
      readonly helpCenterUrl: string;
      readonly id: string;
    };
  };
};
export type useUpdateHelpCenterMutation = {
  response: useUpdateHelpCenterMutation$data;
  variables: useUpdateHelpCenterMutation$variables;
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
    "name": "updateHelpCenter",
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
                "kind": "ScalarField",
                "name": "helpCenterEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "helpCenterTitle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "helpCenterUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateHelpCenterPayload",
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
    "name": "useUpdateHelpCenterMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateHelpCenterMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "dccd44fcee97731c88513f328f425713",
    "id": null,
    "metadata": {},
    "name": "useUpdateHelpCenterMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateHelpCenterMutation(\n  $input: UpdateHelpCenterInput!\n) {\n  updateHelpCenter(input: $input) {\n    __typename\n    ... on UpdateHelpCenterPayload {\n      organization {\n        id\n        helpCenterEnabled\n        helpCenterTitle\n        helpCenterUrl\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ed9d37998103dfb42a43e013d112475";

export default node;
