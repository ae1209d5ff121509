/**
 * @generated SignedSource<<86458288a586095a568cd7ec71279460>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type ConversationPageQuery$variables = {
  threadId: string;
};
export type ConversationPageQuery$data = {
  readonly node: {
    readonly thread: {
      readonly contact: {
        readonly displayName: string;
        readonly " $fragmentSpreads": FragmentRefs<"ContactDetails_contact">;
      };
      readonly id: string;
      readonly lastSeq: number;
      readonly viewerLastReadSeq: number;
      readonly " $fragmentSpreads": FragmentRefs<"ConversationHeader_thread" | "MessageList_thread" | "SuggestedArticles_thread" | "ThreadLabelsBar_thread" | "useComposerSuggestions_thread">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly activeOrganization: {
      readonly viewerRole: Role;
      readonly " $fragmentSpreads": FragmentRefs<"AssignMenu_organization" | "TeamMenu_organization" | "ThreadLabelsBar_organization" | "useComposerSuggestions_organization">;
    } | null | undefined;
  } | null | undefined;
};
export type ConversationPageQuery = {
  response: ConversationPageQuery$data;
  variables: ConversationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "threadId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "threadId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastSeq",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerLastReadSeq",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRole",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v11 = [
  (v2/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/)
],
v12 = [
  (v2/*:: as any*/),
  (v9/*:: as any*/)
],
v13 = [
  {
    "kind": "Literal",
    "name": "last",
    "value": 30
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Label",
  "kind": "LinkedField",
  "name": "labels",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConversationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Contact",
                  "kind": "LinkedField",
                  "name": "contact",
                  "plural": false,
                  "selections": [
                    (v5/*:: as any*/),
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ContactDetails_contact"
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ConversationHeader_thread"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MessageList_thread"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ThreadLabelsBar_thread"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "useComposerSuggestions_thread"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "SuggestedArticles_thread"
                }
              ],
              "type": "Thread",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "thread"
          }
        ],
        "storageKey": null
      },
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
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssignMenu_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TeamMenu_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ThreadLabelsBar_organization"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "useComposerSuggestions_organization"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConversationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contact",
                "kind": "LinkedField",
                "name": "contact",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                    "name": "externalId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "identified",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "identityVerifiedBy",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "currentUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "referrer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userAgent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "language",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstSeenAt",
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
                    "name": "metadata",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Widget",
                    "kind": "LinkedField",
                    "name": "widget",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PreChatField",
                        "kind": "LinkedField",
                        "name": "preChatFields",
                        "plural": true,
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
                          }
                        ],
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 10
                      }
                    ],
                    "concreteType": "ContactThreadsConnection",
                    "kind": "LinkedField",
                    "name": "threads",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ContactThreadsConnectionEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Thread",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              (v8/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "preview",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "lastMessageAt",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "threads(first:10)"
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "snoozedUntil",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "assignee",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Widget",
                "kind": "LinkedField",
                "name": "widget",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Team",
                "kind": "LinkedField",
                "name": "team",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contactLastReadSeq",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SatisfactionRating",
                "kind": "LinkedField",
                "name": "satisfactionRating",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "score",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "comment",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "submittedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "concreteType": "ThreadMessagesConnection",
                "kind": "LinkedField",
                "name": "messages",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ThreadMessagesConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Message",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "seq",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "authorKind",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "authorName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "channel",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "authorUser",
                            "plural": false,
                            "selections": [
                              (v2/*:: as any*/),
                              (v10/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v14/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "clientMessageId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fromAnswerBot",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Attachment",
                            "kind": "LinkedField",
                            "name": "attachments",
                            "plural": true,
                            "selections": [
                              (v2/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "fileName",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "byteSize",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isImage",
                                "storageKey": null
                              },
                              (v15/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v7/*:: as any*/)
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
                        "name": "hasPreviousPage",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startCursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "messages(last:30)"
              },
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "MessageList_messages",
                "kind": "LinkedHandle",
                "name": "messages"
              },
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 3
                  }
                ],
                "concreteType": "KnowledgeArticle",
                "kind": "LinkedField",
                "name": "suggestedArticles",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "excerpt",
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": "suggestedArticles(first:3)"
              }
            ],
            "type": "Thread",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
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
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Membership",
                "kind": "LinkedField",
                "name": "members",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "presence",
                    "storageKey": null
                  },
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
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Team",
                "kind": "LinkedField",
                "name": "teams",
                "plural": true,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v16/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CannedResponse",
                "kind": "LinkedField",
                "name": "cannedResponses",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shortcut",
                    "storageKey": null
                  },
                  (v17/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "deb32fb4a7c3cc51332adfecefe53525",
    "id": null,
    "metadata": {},
    "name": "ConversationPageQuery",
    "operationKind": "query",
    "text": "query ConversationPageQuery(\n  $threadId: ID!\n) {\n  node(id: $threadId) {\n    __typename\n    ... on Thread {\n      id\n      lastSeq\n      viewerLastReadSeq\n      contact {\n        displayName\n        ...ContactDetails_contact\n        id\n      }\n      ...ConversationHeader_thread\n      ...MessageList_thread\n      ...ThreadLabelsBar_thread\n      ...useComposerSuggestions_thread\n      ...SuggestedArticles_thread\n    }\n    id\n  }\n  viewer {\n    activeOrganization {\n      viewerRole\n      ...AssignMenu_organization\n      ...TeamMenu_organization\n      ...ThreadLabelsBar_organization\n      ...useComposerSuggestions_organization\n      id\n    }\n    id\n  }\n}\n\nfragment AssignMenu_organization on Organization {\n  members {\n    id\n    presence\n    isViewer\n    user {\n      id\n      name\n      avatarUrl\n    }\n  }\n}\n\nfragment ContactDetails_contact on Contact {\n  displayName\n  email\n  externalId\n  identified\n  identityVerifiedBy\n  currentUrl\n  referrer\n  userAgent\n  language\n  firstSeenAt\n  lastSeenAt\n  metadata\n  ...ContactPrivacyActions_contact\n  widget {\n    preChatFields {\n      key\n      label\n    }\n    id\n  }\n  threads(first: 10) {\n    edges {\n      node {\n        id\n        status\n        preview\n        lastMessageAt\n      }\n    }\n  }\n}\n\nfragment ContactPrivacyActions_contact on Contact {\n  id\n  displayName\n  email\n}\n\nfragment ConversationHeader_thread on Thread {\n  id\n  status\n  snoozedUntil\n  contact {\n    displayName\n    email\n    id\n  }\n  assignee {\n    id\n    name\n    avatarUrl\n  }\n  widget {\n    name\n    id\n  }\n  team {\n    id\n    name\n  }\n}\n\nfragment MessageAttachments_message on Message {\n  attachments {\n    id\n    fileName\n    byteSize\n    isImage\n    url\n  }\n}\n\nfragment MessageList_thread on Thread {\n  id\n  contactLastReadSeq\n  satisfactionRating {\n    score\n    comment\n    submittedAt\n  }\n  messages(last: 30) {\n    edges {\n      node {\n        ...messageConnection_message\n        id\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasPreviousPage\n      startCursor\n    }\n  }\n}\n\nfragment SuggestedArticles_thread on Thread {\n  lastSeq\n  suggestedArticles(first: 3) {\n    id\n    title\n    excerpt\n    url\n  }\n  id\n}\n\nfragment TeamMenu_organization on Organization {\n  teams {\n    id\n    name\n  }\n}\n\nfragment ThreadLabelsBar_organization on Organization {\n  id\n  viewerRole\n  labels {\n    id\n    name\n    color\n  }\n}\n\nfragment ThreadLabelsBar_thread on Thread {\n  id\n  labels {\n    id\n    name\n    color\n  }\n}\n\nfragment messageConnection_message on Message {\n  id\n  seq\n  kind\n  authorKind\n  authorName\n  channel\n  authorUser {\n    id\n    avatarUrl\n  }\n  body\n  createdAt\n  clientMessageId\n  fromAnswerBot\n  ...MessageAttachments_message\n}\n\nfragment useComposerSuggestions_organization on Organization {\n  id\n  name\n  members {\n    isViewer\n    user {\n      id\n      name\n      avatarUrl\n    }\n    id\n  }\n  cannedResponses {\n    id\n    shortcut\n    title\n    body\n  }\n}\n\nfragment useComposerSuggestions_thread on Thread {\n  contact {\n    name\n    email\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "a9b4c8f113dcc515d89c841169f00625";

export default node;
