/**
 * @generated SignedSource<<7ef694f76a2f35c2d31afddf0473fff9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type AuthorKind = "BOT" | "CONTACT" | "INTEGRATION" | "OPERATOR" | "SYSTEM";
export type MessageKind = "MESSAGE" | "NOTE";
import { FragmentRefs } from "relay-runtime";
export type messageConnection_message$data = {
  readonly authorKind: AuthorKind;
  readonly authorName: string;
  readonly authorUser: {
    readonly avatarUrl: string | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly body: string;
  readonly clientMessageId: string;
  readonly createdAt: string;
  readonly fromAnswerBot: boolean;
  readonly id: string;
  readonly kind: MessageKind;
  readonly seq: number;
  readonly " $fragmentSpreads": FragmentRefs<"MessageAttachments_message" | "ViaEmailMarker_message">;
  readonly " $fragmentType": "messageConnection_message";
};
export type messageConnection_message$key = {
  readonly " $data"?: messageConnection_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"messageConnection_message">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "messageConnection_message"
};

(node as any).hash = "f20dd3150aa8841110b8084c82946db1";

export default node;
