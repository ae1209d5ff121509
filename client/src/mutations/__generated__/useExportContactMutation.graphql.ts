/**
 * @generated SignedSource<<30b00900241626242f1704326fb873b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ExportContactInput = {
  contactId: string;
};
export type useExportContactMutation$variables = {
  input: ExportContactInput;
};
export type useExportContactMutation$data = {
  readonly exportContact: {
    readonly __typename: string;
    readonly document?: any;
    readonly fileName?: string;
    readonly message?: string;
  };
};
export type useExportContactMutation = {
  response: useExportContactMutation$data;
  variables: useExportContactMutation$variables;
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
    "name": "exportContact",
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
            "name": "fileName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "document",
            "storageKey": null
          }
        ],
        "type": "ExportContactPayload",
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
    "name": "useExportContactMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useExportContactMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f3a0bdd7880a017da44876318cc877c1",
    "id": null,
    "metadata": {},
    "name": "useExportContactMutation",
    "operationKind": "mutation",
    "text": "mutation useExportContactMutation(\n  $input: ExportContactInput!\n) {\n  exportContact(input: $input) {\n    __typename\n    ... on ExportContactPayload {\n      fileName\n      document\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c26c6005fd2df7a7ec0568149bf3b8f6";

export default node;
