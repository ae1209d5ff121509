/**
 * @generated SignedSource<<66d0d0a857fc0c607bd9c26309ba33a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateVisitorPageInput = {
  language?: string | null | undefined;
  referrer?: string | null | undefined;
  url: string;
};
export type WidgetUpdatePageMutation$variables = {
  input: UpdateVisitorPageInput;
};
export type WidgetUpdatePageMutation$data = {
  readonly updateVisitorPage: {
    readonly __typename: string;
  };
};
export type WidgetUpdatePageMutation = {
  response: WidgetUpdatePageMutation$data;
  variables: WidgetUpdatePageMutation$variables;
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
    "name": "updateVisitorPage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "WidgetUpdatePageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetUpdatePageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bee9170c3b2787d2c213fb595bcf4198",
    "id": null,
    "metadata": {},
    "name": "WidgetUpdatePageMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetUpdatePageMutation(\n  $input: UpdateVisitorPageInput!\n) {\n  updateVisitorPage(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "33d437fce84dfbcdc5d89abaf0d6df00";

export default node;
