/**
 * @generated SignedSource<<b38274f7255fc8cbdd87acfabcfa9bce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactsPageListQuery$variables = {
  attributeKey?: string | null | undefined;
  attributeValue?: string | null | undefined;
  hasConversations?: boolean | null | undefined;
  search?: string | null | undefined;
  seenWithinDays?: number | null | undefined;
  verified?: boolean | null | undefined;
};
export type ContactsPageListQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly " $fragmentSpreads": FragmentRefs<"ContactList_organization">;
    } | null | undefined;
  } | null | undefined;
};
export type ContactsPageListQuery = {
  response: ContactsPageListQuery$data;
  variables: ContactsPageListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attributeKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attributeValue"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasConversations"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "seenWithinDays"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "verified"
},
v6 = {
  "kind": "Variable",
  "name": "attributeKey",
  "variableName": "attributeKey"
},
v7 = {
  "kind": "Variable",
  "name": "attributeValue",
  "variableName": "attributeValue"
},
v8 = {
  "kind": "Variable",
  "name": "hasConversations",
  "variableName": "hasConversations"
},
v9 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v10 = {
  "kind": "Variable",
  "name": "seenWithinDays",
  "variableName": "seenWithinDays"
},
v11 = {
  "kind": "Variable",
  "name": "verified",
  "variableName": "verified"
},
v12 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 30
  },
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactsPageListQuery",
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
              {
                "args": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "kind": "FragmentSpread",
                "name": "ContactList_organization"
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
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContactsPageListQuery",
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
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "OrganizationContactsConnection",
                "kind": "LinkedField",
                "name": "contacts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OrganizationContactsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Contact",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v13/*:: as any*/),
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "company",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "verified",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "conversationCount",
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
                            "name": "__typename",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PageInfo",
                    "kind": "LinkedField",
                    "name": "pageInfo",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "endCursor",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasNextPage",
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
                "args": (v12/*:: as any*/),
                "filters": [
                  "search",
                  "verified",
                  "hasConversations",
                  "seenWithinDays",
                  "attributeKey",
                  "attributeValue"
                ],
                "handle": "connection",
                "key": "ContactList_contacts",
                "kind": "LinkedHandle",
                "name": "contacts"
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v13/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6f32bcd83dcef9b0c08b04b2d795914c",
    "id": null,
    "metadata": {},
    "name": "ContactsPageListQuery",
    "operationKind": "query",
    "text": "query ContactsPageListQuery(\n  $search: String\n  $verified: Boolean\n  $hasConversations: Boolean\n  $seenWithinDays: Int\n  $attributeKey: String\n  $attributeValue: String\n) {\n  viewer {\n    activeOrganization {\n      ...ContactList_organization_2VgX4d\n      id\n    }\n    id\n  }\n}\n\nfragment ContactList_organization_2VgX4d on Organization {\n  contacts(first: 30, search: $search, verified: $verified, hasConversations: $hasConversations, seenWithinDays: $seenWithinDays, attributeKey: $attributeKey, attributeValue: $attributeValue) {\n    edges {\n      node {\n        id\n        displayName\n        email\n        company\n        verified\n        conversationCount\n        lastSeenAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "d2e1356a04ff12bfb38b47fb5394cf24";

export default node;
