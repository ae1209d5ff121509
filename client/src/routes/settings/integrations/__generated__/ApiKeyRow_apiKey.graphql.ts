/**
 * @generated SignedSource<<6a0c9786696acc93ec3c2fbc348bcba7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyScope = "ADMIN" | "READ" | "WRITE";
import { FragmentRefs } from "relay-runtime";
export type ApiKeyRow_apiKey$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly name: string;
  } | null | undefined;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly lastUsedIp: string | null | undefined;
  readonly name: string;
  readonly readOnlyReason: string | null | undefined;
  readonly revokedAt: string | null | undefined;
  readonly scopes: ReadonlyArray<ApiKeyScope>;
  readonly secretStart: string;
  readonly " $fragmentType": "ApiKeyRow_apiKey";
};
export type ApiKeyRow_apiKey$key = {
  readonly " $data"?: ApiKeyRow_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyRow_apiKey">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyRow_apiKey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secretStart",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedIp",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readOnlyReason",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};
})();

(node as any).hash = "81a781ea05b2ea40b82a0bc28bf12be2";

export default node;
