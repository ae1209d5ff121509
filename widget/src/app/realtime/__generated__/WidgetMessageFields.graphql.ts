/**
 * @generated SignedSource<<1584212619cbbde44cd0a0e4e8a99f5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WidgetMessageFields$data = {
  readonly attachments: ReadonlyArray<{
    readonly byteSize: number;
    readonly fileName: string;
    readonly id: string;
    readonly isImage: boolean;
    readonly url: string;
  }>;
  readonly authorAvatarUrl: string | null | undefined;
  readonly authorName: string;
  readonly body: string;
  readonly clientMessageId: string;
  readonly createdAt: string;
  readonly fromAnswerBot: boolean;
  readonly fromVisitor: boolean;
  readonly id: string;
  readonly seq: number;
  readonly " $fragmentType": "WidgetMessageFields";
};
export type WidgetMessageFields$key = {
  readonly " $data"?: WidgetMessageFields$data;
  readonly " $fragmentSpreads": FragmentRefs<"WidgetMessageFields">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WidgetMessageFields",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "fromAnswerBot",
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
      "name": "authorAvatarUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientMessageId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitorAttachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "byteSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isImage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VisitorMessage",
  "abstractKey": null
};
})();

(node as any).hash = "fbcc4fa5dbe8e033575ffa8d4a054174";

export default node;
