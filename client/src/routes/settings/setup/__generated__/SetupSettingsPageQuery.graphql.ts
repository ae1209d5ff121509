/**
 * @generated SignedSource<<df8440dfd297fcc42c7fab004e4457ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "AGENT" | "OWNER";
export type SetupSettingsPageQuery$variables = Record<PropertyKey, never>;
export type SetupSettingsPageQuery$data = {
  readonly viewer: {
    readonly activeOrganization: {
      readonly id: string;
      readonly viewerRole: Role;
      readonly widgets: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"SetupSettingsPage_widget" | "WidgetPicker_widgets">;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type SetupSettingsPageQuery = {
  response: SetupSettingsPageQuery$data;
  variables: SetupSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
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
  "name": "viewerRole",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetupSettingsPageQuery",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Widget",
                "kind": "LinkedField",
                "name": "widgets",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WidgetPicker_widgets"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SetupSettingsPage_widget"
                  }
                ],
                "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SetupSettingsPageQuery",
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Widget",
                "kind": "LinkedField",
                "name": "widgets",
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
                    "name": "enabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "readOnlyReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "clientId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "installSnippet",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "chatLink",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSeenOrigin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSeenUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSeenAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "33a8295e4ed2e68849cb729698d30150",
    "id": null,
    "metadata": {},
    "name": "SetupSettingsPageQuery",
    "operationKind": "query",
    "text": "query SetupSettingsPageQuery {\n  viewer {\n    activeOrganization {\n      id\n      viewerRole\n      widgets {\n        id\n        ...WidgetPicker_widgets\n        ...SetupSettingsPage_widget\n      }\n    }\n    id\n  }\n}\n\nfragment InstallCheck_widget on Widget {\n  enabled\n  lastSeenOrigin\n  lastSeenUrl\n  lastSeenAt\n  id\n}\n\nfragment SetupSettingsPage_widget on Widget {\n  name\n  clientId\n  installSnippet\n  chatLink\n  ...InstallCheck_widget\n}\n\nfragment WidgetPicker_widgets on Widget {\n  id\n  name\n  enabled\n  readOnlyReason\n}\n"
  }
};
})();

(node as any).hash = "9e4810e6bebbd0642886bfc0d91b0a54";

export default node;
