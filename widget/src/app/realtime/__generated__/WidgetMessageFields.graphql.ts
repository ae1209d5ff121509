/**
 * @generated SignedSource<<40148c312d0217d0aa2b535803079c16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WidgetMessageFields$data = {
  readonly authorName: string;
  readonly body: string;
  readonly clientMessageId: string;
  readonly createdAt: string;
  readonly fromVisitor: boolean;
  readonly id: string;
  readonly seq: number;
  readonly " $fragmentType": "WidgetMessageFields";
};
export type WidgetMessageFields$key = {
  readonly " $data"?: WidgetMessageFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetMessageFields">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WidgetMessageFields",
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
      "name": "seq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
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
      "name": "fromVisitor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientMessageId",
      "storageKey": null
    }
  ],
  "type": "VisitorMessage",
  "abstractKey": null
};

(node as any).hash = "5252d5d5ce8e6c477b546913fe67239a";

export default node;
