/**
 * @generated SignedSource<<e84239c20a02c37d7f15e2bb169bf39d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type AuthorKind = "BOT" | "CONTACT" | "INTEGRATION" | "OPERATOR" | "SYSTEM";
export type MessageChannel = "CHAT" | "EMAIL" | "SLACK";
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
  readonly channel: MessageChannel;
  readonly clientMessageId: string;
  readonly createdAt: string;
  readonly fromAnswerBot: boolean;
  readonly id: string;
  readonly kind: MessageKind;
  readonly seq: number;
  readonly " $fragmentSpreads": FragmentRefs<"MessageAttachments_message">;
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

(node as any).hash = "1fed1aee92b8d8ea582be02866abbfdd";

export default node;
