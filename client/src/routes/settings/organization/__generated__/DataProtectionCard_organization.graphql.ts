/**
 * @generated SignedSource<<1ffea6caf84719604b6d391d58686734>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DataProtectionCard_organization$data = {
  readonly dataProtection: {
    readonly erasureKeepsCounts: boolean;
    readonly retentionFileDays: number | null | undefined;
    readonly retentionLastRun: {
      readonly files: number;
      readonly threads: number;
    } | null | undefined;
    readonly retentionLastRunAt: string | null | undefined;
    readonly retentionThreadDays: number | null | undefined;
  };
  readonly id: string;
  readonly " $fragmentType": "DataProtectionCard_organization";
};
export type DataProtectionCard_organization$key = {
  readonly " $data"?: DataProtectionCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"DataProtectionCard_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DataProtectionCard_organization",
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
      "concreteType": "DataProtectionSettings",
      "kind": "LinkedField",
      "name": "dataProtection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "erasureKeepsCounts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retentionThreadDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retentionFileDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "retentionLastRunAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RetentionCounts",
          "kind": "LinkedField",
          "name": "retentionLastRun",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "threads",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "files",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "26a806fd3ddea603b9a5b7c11de8cc89";

export default node;
