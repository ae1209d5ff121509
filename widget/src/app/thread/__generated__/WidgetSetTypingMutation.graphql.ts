/**
 * @generated SignedSource<<750316e2f39ab013dc97ce7a8e498a6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetVisitorTypingInput = {
  isTyping: boolean;
  threadId: string;
};
export type WidgetSetTypingMutation$variables = {
  input: SetVisitorTypingInput;
};
export type WidgetSetTypingMutation$data = {
  readonly setVisitorTyping: {
    readonly __typename: string;
  };
};
export type WidgetSetTypingMutation = {
  response: WidgetSetTypingMutation$data;
  variables: WidgetSetTypingMutation$variables;
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
    "name": "setVisitorTyping",
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
    "name": "WidgetSetTypingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetSetTypingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d6440328d1081f15ac2550908d276c62",
    "id": null,
    "metadata": {},
    "name": "WidgetSetTypingMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetSetTypingMutation(\n  $input: SetVisitorTypingInput!\n) {\n  setVisitorTyping(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "84ba1e98cabb035c1ebce97b0f581065";

export default node;
