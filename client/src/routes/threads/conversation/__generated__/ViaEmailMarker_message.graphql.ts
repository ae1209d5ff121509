/**
 * @generated SignedSource<<cc1dec3c08a045b03c88e5bbc47cabec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageChannel = "CHAT" | "EMAIL" | "SLACK";
import { FragmentRefs } from "relay-runtime";
export type ViaEmailMarker_message$data = {
  readonly channel: MessageChannel;
  readonly " $fragmentType": "ViaEmailMarker_message";
};
export type ViaEmailMarker_message$key = {
  readonly " $data"?: ViaEmailMarker_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ViaEmailMarker_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ViaEmailMarker_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "4e28bc65845a2a37ac17e48105410cad";

export default node;
