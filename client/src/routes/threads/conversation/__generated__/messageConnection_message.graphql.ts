/**
 * @generated SignedSource<<4ca9d8665549766f1c1414e6ccacbf83>>
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

(node as any).hash = "797cfad4ec74a025fac046dbe29d3de7";

export default node;
