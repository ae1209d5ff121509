/**
 * @generated SignedSource<<d22bcdc6d55bf2bc29e1e5fefab42a58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CannedResponseRow_cannedResponse$data = {
  readonly body: string;
  readonly id: string;
  readonly shortcut: string;
  readonly title: string;
  readonly " $fragmentType": "CannedResponseRow_cannedResponse";
};
export type CannedResponseRow_cannedResponse$key = {
  readonly " $data"?: CannedResponseRow_cannedResponse$data;
  readonly " $fragmentSpreads": FragmentRefs<"CannedResponseRow_cannedResponse">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CannedResponseRow_cannedResponse",
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
      "name": "shortcut",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    }
  ],
  "type": "CannedResponse",
  "abstractKey": null
};

(node as any).hash = "96795118961a0456688606d1a2a1ad61";

export default node;
