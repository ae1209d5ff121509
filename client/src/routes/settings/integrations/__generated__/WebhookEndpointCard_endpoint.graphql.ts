/**
 * @generated SignedSource<<80ded59460d712a6fe1ffb1f8f2b022d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpointCard_endpoint$data = {
  readonly description: string;
  readonly disabledReason: string | null | undefined;
  readonly enabled: boolean;
  readonly events: ReadonlyArray<string>;
  readonly id: string;
  readonly includeNotes: boolean;
  readonly previousSecretExpiresAt: string | null | undefined;
  readonly readOnlyReason: string | null | undefined;
  readonly secret: string | null | undefined;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryLog_endpoint">;
  readonly " $fragmentType": "WebhookEndpointCard_endpoint";
};
export type WebhookEndpointCard_endpoint$key = {
  readonly " $data"?: WebhookEndpointCard_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointCard_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookEndpointCard_endpoint",
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
      "name": "url",
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
      "name": "events",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "includeNotes",
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
      "name": "disabledReason",
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
      "name": "secret",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previousSecretExpiresAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WebhookDeliveryLog_endpoint"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "cbdb5b128a8d76307ecf365d37e967de";

export default node;
