/**
 * @generated SignedSource<<320551665d6120231abca4247e45e7f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactPrivacyActions_contact$data = {
  readonly displayName: string;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "ContactPrivacyActions_contact";
};
export type ContactPrivacyActions_contact$key = {
  readonly " $data"?: ContactPrivacyActions_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactPrivacyActions_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactPrivacyActions_contact",
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
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Contact",
  "abstractKey": null
};

(node as any).hash = "91314451b56b392b813633324950096c";

export default node;
