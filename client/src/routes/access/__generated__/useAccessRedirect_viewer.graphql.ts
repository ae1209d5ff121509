/**
 * @generated SignedSource<<794ba19f041c24d799941ab8e17f0f74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useAccessRedirect_viewer$data = {
  readonly activeOrganization: {
    readonly id: string;
    readonly onboardingCompleted: boolean;
  } | null | undefined;
  readonly emailVerified: boolean;
  readonly " $fragmentType": "useAccessRedirect_viewer";
};
export type useAccessRedirect_viewer$key = {
  readonly " $data"?: useAccessRedirect_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useAccessRedirect_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useAccessRedirect_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "activeOrganization",
      "plural": false,
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
          "name": "onboardingCompleted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "629b7d4504edef017cb5bf8b2283e316";

export default node;
