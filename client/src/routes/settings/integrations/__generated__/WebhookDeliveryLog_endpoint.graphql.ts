/**
 * @generated SignedSource<<0acd49d00ad76c923a98b745f6dbe267>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryLog_endpoint$data = {
  readonly deliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly attemptCount: number;
        readonly createdAt: string;
        readonly eventType: string;
        readonly id: string;
        readonly lastAttempt: {
          readonly durationMs: number;
          readonly error: string | null | undefined;
          readonly number: number;
          readonly responseBody: string;
          readonly statusCode: number | null | undefined;
        } | null | undefined;
        readonly nextAttemptAt: string | null | undefined;
        readonly status: WebhookDeliveryStatus;
      };
    }>;
  };
  readonly " $fragmentType": "WebhookDeliveryLog_endpoint";
};
export type WebhookDeliveryLog_endpoint$key = {
  readonly " $data"?: WebhookDeliveryLog_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryLog_endpoint">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookDeliveryLog_endpoint",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "WebhookEndpointDeliveriesConnection",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WebhookEndpointDeliveriesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WebhookDelivery",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "eventType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "attemptCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "nextAttemptAt",
                  "storageKey": null
                },
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
                  "concreteType": "WebhookAttempt",
                  "kind": "LinkedField",
                  "name": "lastAttempt",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "number",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "statusCode",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "error",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "durationMs",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "responseBody",
                      "storageKey": null
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
      "storageKey": "deliveries(first:10)"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};

(node as any).hash = "6e706f21c32d10417cd50e0808c91b6f";

export default node;
