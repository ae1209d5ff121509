/**
 * @generated SignedSource<<5c1e10e31c685f1393dba0df0fc87a6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SlackMode = "ALERTS_ONLY" | "TWO_WAY";
export type SlackSectionQuery$variables = {
  organizationId: string;
};
export type SlackSectionQuery$data = {
  readonly organization: {
    readonly slackIntegration?: {
      readonly channelId: string;
      readonly channelName: string;
      readonly connectedAt: string;
      readonly mode: SlackMode;
      readonly workspaceName: string;
    } | null | undefined;
    readonly slackSetup?: {
      readonly eventsUrl: string;
      readonly manifest: string;
      readonly notePrefix: string;
    };
  } | null | undefined;
};
export type SlackSectionQuery = {
  response: SlackSectionQuery$data;
  variables: SlackSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "organizationId"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SlackIntegration",
      "kind": "LinkedField",
      "name": "slackIntegration",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "channelId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "channelName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "workspaceName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connectedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SlackSetup",
      "kind": "LinkedField",
      "name": "slackSetup",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventsUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manifest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notePrefix",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SlackSectionQuery",
    "selections": [
      {
        "alias": "organization",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "SlackSectionQuery",
    "selections": [
      {
        "alias": "organization",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "592c20af93496dbd05d627cf432f5935",
    "id": null,
    "metadata": {},
    "name": "SlackSectionQuery",
    "operationKind": "query",
    "text": "query SlackSectionQuery(\n  $organizationId: ID!\n) {\n  organization: node(id: $organizationId) {\n    __typename\n    ... on Organization {\n      slackIntegration {\n        channelId\n        channelName\n        workspaceName\n        mode\n        connectedAt\n      }\n      slackSetup {\n        eventsUrl\n        manifest\n        notePrefix\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b51f5ae09dee6503c8ed4f93ca0e6da";

export default node;
