/**
 * @generated SignedSource<<490fd06ee838034e8a2902cd39d8a71d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetLinkCheckQuery$variables = {
  token: string;
};
export type ResetLinkCheckQuery$data = {
  readonly passwordResetLinkUsable: boolean;
};
export type ResetLinkCheckQuery = {
  response: ResetLinkCheckQuery$data;
  variables: ResetLinkCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "kind": "ScalarField",
    "name": "passwordResetLinkUsable",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetLinkCheckQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetLinkCheckQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d440bfba0494817a158548a8c0c84502",
    "id": null,
    "metadata": {},
    "name": "ResetLinkCheckQuery",
    "operationKind": "query",
    "text": "query ResetLinkCheckQuery(\n  $token: String!\n) {\n  passwordResetLinkUsable(token: $token)\n}\n"
  }
};
})();

(node as any).hash = "281bbef6e30793ad16b8a33b99ed405c";

export default node;
