/**
 * @generated SignedSource<<bccaeefb27d4bf7e27e86d5053aa71ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InstallCheck_widget$data = {
  readonly enabled: boolean;
  readonly id: string;
  readonly lastSeenAt: string | null | undefined;
  readonly lastSeenOrigin: string | null | undefined;
  readonly lastSeenUrl: string | null | undefined;
  readonly " $fragmentType": "InstallCheck_widget";
};
export type InstallCheck_widget$key = {
  readonly " $data"?: InstallCheck_widget$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstallCheck_widget">;
};

import InstallCheckRefetchQuery_graphql from './InstallCheckRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": InstallCheckRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "InstallCheck_widget",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSeenOrigin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSeenUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSeenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Widget",
  "abstractKey": null
};

(node as any).hash = "670b6d702cb19ac9d87410c2ea59227f";

export default node;
