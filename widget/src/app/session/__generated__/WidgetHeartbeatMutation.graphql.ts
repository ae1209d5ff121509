/**
 * @generated SignedSource<<1c41e28e812c5031807a5ebf9461ada5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WidgetHeartbeatMutation$variables = Record<PropertyKey, never>;
export type WidgetHeartbeatMutation$data = {
  readonly recordVisitorHeartbeat: boolean;
};
export type WidgetHeartbeatMutation = {
  response: WidgetHeartbeatMutation$data;
  variables: WidgetHeartbeatMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "recordVisitorHeartbeat",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WidgetHeartbeatMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WidgetHeartbeatMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "3b7abe1ce27e324cc2cef2ee879ccae4",
    "id": null,
    "metadata": {},
    "name": "WidgetHeartbeatMutation",
    "operationKind": "mutation",
    "text": "mutation WidgetHeartbeatMutation {\n  recordVisitorHeartbeat\n}\n"
  }
};
})();

(node as any).hash = "522c9fc5fafd3a0e707c178a6720e9f5";

export default node;
