/**
 * @generated SignedSource<<b8a4d3804210277b1c7780de0a803729>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageAttachments_message$data = {
  readonly attachments: ReadonlyArray<{
    readonly byteSize: number;
    readonly fileName: string;
    readonly id: string;
    readonly isImage: boolean;
    readonly url: string;
  }>;
  readonly " $fragmentType": "MessageAttachments_message";
};
export type MessageAttachments_message$key = {
  readonly " $data"?: MessageAttachments_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageAttachments_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageAttachments_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Attachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
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
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "21bbb77de633e68348fcf67629007440";

export default node;
