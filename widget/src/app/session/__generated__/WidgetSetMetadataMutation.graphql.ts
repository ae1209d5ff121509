/**
 * @generated SignedSource<<868e309d346677136f0d2e04a9394ccb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetVisitorMetadataInput = {
  metadata: any;
};
export type WidgetSetMetadataMutation$variables = {
  input: SetVisitorMetadataInput;
};
export type WidgetSetMetadataMutation$data = {
  readonly setVisitorMetadata: {
    readonly __typename: string;
  };
};
export type WidgetSetMetadataMutation = {
  response: WidgetSetMetadataMutation$data;
  variables: WidgetSetMetadataMutation$variables;
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
    "name": "setVisitorMetadata",
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
    "name": "WidgetSetMetadataMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WidgetSetMetadataMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b14d30c494584cf6a729f66cae19334c",
    "id": null,
    "metadata": {},
    "name": "WidgetSetMetadataMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetSetMetadataMutation(\n  $input: SetVisitorMetadataInput!\n) {\n  setVisitorMetadata(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "cc5c3f04cc7b3386d95a3874ae57593c";

export default node;
