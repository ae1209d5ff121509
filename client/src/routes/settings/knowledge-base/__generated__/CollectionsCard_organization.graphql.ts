/**
 * @generated SignedSource<<fa01b42523988fcfaa15d9f9f410b711>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionsCard_organization$data = {
  readonly id: string;
  readonly knowledgeCollections: ReadonlyArray<{
    readonly articles: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly position: number;
  }>;
  readonly " $fragmentType": "CollectionsCard_organization";
};
export type CollectionsCard_organization$key = {
  readonly " $data"?: CollectionsCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionsCard_organization">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionsCard_organization",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "KnowledgeCollection",
      "kind": "LinkedField",
      "name": "knowledgeCollections",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "position",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "KnowledgeArticle",
          "kind": "LinkedField",
          "name": "articles",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
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
})();

(node as any).hash = "14a566fa806f2170054e2034848ef37a";

export default node;
