/**
 * @generated SignedSource<<144b3021e42f55474b97d79aa345c132>>
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
  readonly twoFactorSetupRequired: boolean;
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
      "kind": "ScalarField",
      "name": "twoFactorSetupRequired",
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

(node as any).hash = "16ab457e461ceed485e918f8854a6752";

export default node;
