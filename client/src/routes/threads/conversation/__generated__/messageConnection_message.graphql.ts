/**
 * @generated SignedSource<<3e7e77177797df5a241373a6da81c15c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type AuthorKind = "BOT" | "CONTACT" | "OPERATOR" | "SYSTEM";
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

(node as any).hash = "686ad44c12be6b7281188cefef47f579";

export default node;
