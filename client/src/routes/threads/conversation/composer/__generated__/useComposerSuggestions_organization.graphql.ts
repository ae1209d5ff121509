/**
 * @generated SignedSource<<5efe94de8c7d6276d905feecae15dbf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useComposerSuggestions_organization$data = {
  readonly cannedResponses: ReadonlyArray<{
    readonly body: string;
    readonly id: string;
    readonly shortcut: string;
    readonly title: string;
  }>;
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly isViewer: boolean;
    readonly user: {
      readonly avatarUrl: string | null | undefined;
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly name: string;
  readonly " $fragmentType": "useComposerSuggestions_organization";
};
export type useComposerSuggestions_organization$key = {
  readonly " $data"?: useComposerSuggestions_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"useComposerSuggestions_organization">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useComposerSuggestions_organization",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Membership",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "avatarUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CannedResponse",
      "kind": "LinkedField",
      "name": "cannedResponses",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortcut",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "35c8747c1f68fdfc6af1ac59e985b64e";

export default node;
