/**
 * @generated SignedSource<<69d0b553cf3e2034be175b02d80118c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleStatus = "ARCHIVED" | "DRAFT" | "PUBLISHED";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type KnowledgeBaseSettingsPageQuery$variables = {
  collectionId?: string | null | undefined;
  locale?: string | null | undefined;
  search?: string | null | undefined;
  status?: ArticleStatus | null | undefined;
};
export type KnowledgeBaseSettingsPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly everyArticle: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly helpCenterEnabled: boolean;
      readonly helpCenterTitle: string;
      readonly helpCenterUrl: string;
      readonly id: string;
      readonly knowledgeArticles: ReadonlyArray<{
        readonly collection: {
          readonly name: string;
        } | null | undefined;
        readonly helpfulCount: number;
        readonly id: string;
        readonly locale: string;
        readonly status: ArticleStatus;
        readonly title: string;
        readonly updatedAt: string;
        readonly viewCount: number;
      }>;
      readonly knowledgeCollections: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly viewerRole: Role;
      readonly " $fragmentSpreads": FragmentRefs<"CollectionsCard_organization">;
    } | null | undefined;
  } | null | undefined;
};
export type KnowledgeBaseSettingsPageQuery = {
  response: KnowledgeBaseSettingsPageQuery$data;
  variables: KnowledgeBaseSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "collectionId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "helpCenterEnabled",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "helpCenterTitle",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "helpCenterUrl",
  "storageKey": null
},
v9 = [
  (v4/*:: as any*/)
],
v10 = {
  "alias": "everyArticle",
  "args": null,
  "concreteType": "KnowledgeArticle",
  "kind": "LinkedField",
  "name": "knowledgeArticles",
  "plural": true,
  "selections": (v9/*:: as any*/),
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "collectionId",
    "variableName": "collectionId"
  },
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewCount",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "helpfulCount",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "KnowledgeBaseSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "KnowledgeArticle",
                "kind": "LinkedField",
                "name": "knowledgeArticles",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KnowledgeCollection",
                    "kind": "LinkedField",
                    "name": "collection",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "KnowledgeCollection",
                "kind": "LinkedField",
                "name": "knowledgeCollections",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CollectionsCard_organization"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "KnowledgeBaseSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "activeOrganization",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "KnowledgeArticle",
                "kind": "LinkedField",
                "name": "knowledgeArticles",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KnowledgeCollection",
                    "kind": "LinkedField",
                    "name": "collection",
                    "plural": false,
                    "selections": [
                      (v18/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "KnowledgeCollection",
                "kind": "LinkedField",
                "name": "knowledgeCollections",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v18/*:: as any*/),
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
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "742330eff499818ed58f159d7bcaad85",
    "id": null,
    "metadata": {},
    "name": "KnowledgeBaseSettingsPageQuery",
    "operationKind": "query",
    "text": "query KnowledgeBaseSettingsPageQuery(\n  $search: String\n  $status: ArticleStatus\n  $collectionId: ID\n  $locale: String\n) {\n  viewer {\n    activeOrganization {\n      id\n      viewerRole\n      helpCenterEnabled\n      helpCenterTitle\n      helpCenterUrl\n      everyArticle: knowledgeArticles {\n        id\n      }\n      knowledgeArticles(search: $search, status: $status, collectionId: $collectionId, locale: $locale) {\n        id\n        title\n        status\n        locale\n        updatedAt\n        viewCount\n        helpfulCount\n        collection {\n          name\n          id\n        }\n      }\n      knowledgeCollections {\n        id\n        name\n      }\n      ...CollectionsCard_organization\n    }\n    id\n  }\n}\n\nfragment CollectionsCard_organization on Organization {\n  id\n  knowledgeCollections {\n    id\n    name\n    description\n    position\n    articles {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "35336aa2fe4a0fc0e577c241e11a94da";

export default node;
