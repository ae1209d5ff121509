/**
 * @generated SignedSource<<1cbe8087e748cece7b0225912f0852e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactAttributeType = "BOOLEAN" | "DATE" | "NUMBER" | "TEXT";
import { FragmentRefs } from "relay-runtime";
export type ContactDetailsForm_definitions$data = ReadonlyArray<{
  readonly key: string;
  readonly label: string;
  readonly type: ContactAttributeType;
  readonly " $fragmentType": "ContactDetailsForm_definitions";
}>;
export type ContactDetailsForm_definitions$key = ReadonlyArray<{
  readonly " $data"?: ContactDetailsForm_definitions$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactDetailsForm_definitions">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ContactDetailsForm_definitions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    }
  ],
  "type": "ContactAttributeDefinition",
  "abstractKey": null
};

(node as any).hash = "152bae117d2af52de3f6f9d4e7403c26";

export default node;
