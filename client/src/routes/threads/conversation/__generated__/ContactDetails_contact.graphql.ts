/**
 * @generated SignedSource<<94bfd02787a7bc6fdab3fb6e1415a1c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IdentityProof = "HMAC" | "JWT";
export type ThreadStatus = "CLOSED" | "OPEN" | "PENDING" | "SNOOZED";
import { FragmentRefs } from "relay-runtime";
export type ContactDetails_contact$data = {
  readonly currentUrl: string | null | undefined;
  readonly displayName: string;
  readonly email: string | null | undefined;
  readonly externalId: string | null | undefined;
  readonly firstSeenAt: string;
  readonly identified: boolean;
  readonly identityVerifiedBy: IdentityProof | null | undefined;
  readonly language: string | null | undefined;
  readonly lastSeenAt: string;
  readonly metadata: any;
  readonly referrer: string | null | undefined;
  readonly threads: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly lastMessageAt: string;
        readonly preview: string;
        readonly status: ThreadStatus;
      };
    }>;
  };
  readonly userAgent: string | null | undefined;
  readonly widget: {
    readonly preChatFields: ReadonlyArray<{
      readonly key: string;
      readonly label: string;
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ContactPrivacyActions_contact">;
  readonly " $fragmentType": "ContactDetails_contact";
};
export type ContactDetails_contact$key = {
  readonly " $data"?: ContactDetails_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactDetails_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactDetails_contact",
  "selections": [
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
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContactPrivacyActions_contact"
    },
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
        }
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
                  "name": "status",
                  "storageKey": null
                },
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
    }
  ],
  "type": "Contact",
  "abstractKey": null
};

(node as any).hash = "a92dd9c86e0da0721891ebcffc65554f";

export default node;
