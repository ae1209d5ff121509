/**
 * @generated SignedSource<<6abdad1aa780a807a22f50150e539f48>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OperatorStatus = "AWAY" | "ONLINE";
import { FragmentRefs } from "relay-runtime";
export type OwnStatusCard_membership$data = {
  readonly organization: {
    readonly id: string;
  };
  readonly status: OperatorStatus;
  readonly " $fragmentType": "OwnStatusCard_membership";
};
export type OwnStatusCard_membership$key = {
  readonly " $data"?: OwnStatusCard_membership$data;
  readonly " $fragmentSpreads": FragmentRefs<"OwnStatusCard_membership">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OwnStatusCard_membership",
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
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Membership",
  "abstractKey": null
};

(node as any).hash = "1139b6eb7a766fba5444cc79b377dfdf";

export default node;
