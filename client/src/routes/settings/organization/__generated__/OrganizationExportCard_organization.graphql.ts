/**
 * @generated SignedSource<<674c1004a8641a915c46c634a933078b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrganizationExportStatus = "DONE" | "FAILED" | "PENDING" | "RUNNING";
import { FragmentRefs } from "relay-runtime";
export type OrganizationExportCard_organization$data = {
  readonly id: string;
  readonly latestExport: {
    readonly byteSize: number | null | undefined;
    readonly downloadExpiresAt: string | null | undefined;
    readonly downloadedAt: string | null | undefined;
    readonly error: string | null | undefined;
    readonly finishedAt: string | null | undefined;
    readonly processedItems: number;
    readonly progress: number;
    readonly status: OrganizationExportStatus;
    readonly totalItems: number;
  } | null | undefined;
  readonly " $fragmentType": "OrganizationExportCard_organization";
};
export type OrganizationExportCard_organization$key = {
  readonly " $data"?: OrganizationExportCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationExportCard_organization">;
};

import OrganizationExportCardRefetchQuery_graphql from './OrganizationExportCardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": OrganizationExportCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "OrganizationExportCard_organization",
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
      "concreteType": "OrganizationExport",
      "kind": "LinkedField",
      "name": "latestExport",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "progress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "processedItems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalItems",
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
          "name": "error",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "finishedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadExpiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "3e38f603b452e79e5d7cc4572bd25392";

export default node;
