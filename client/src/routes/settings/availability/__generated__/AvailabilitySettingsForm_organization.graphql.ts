/**
 * @generated SignedSource<<0fdcd1d44f844ddee54c5187daf7b049>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AwayBehavior = "COLLECT_EMAIL" | "HIDE_LAUNCHER";
import { FragmentRefs } from "relay-runtime";
export type AvailabilitySettingsForm_organization$data = {
  readonly autoReply: string;
  readonly autoReplyEnabled: boolean;
  readonly awayBehavior: AwayBehavior;
  readonly awayMessage: string;
  readonly holidays: ReadonlyArray<string>;
  readonly id: string;
  readonly officeHours: {
    readonly fri: ReadonlyArray<{
      readonly end: string;
      readonly start: string;
    }>;
    readonly mon: ReadonlyArray<{
      readonly end: string;
      readonly start: string;
    }>;
    readonly sat: ReadonlyArray<{
      readonly end: string;
      readonly start: string;
    }>;
    readonly sun: ReadonlyArray<{
      readonly end: string;
      readonly start: string;
    }>;
    readonly thu: ReadonlyArray<{
      readonly end: string;
      readonly start: string;
    }>;
    readonly tue: ReadonlyArray<{
      readonly end: string;
      readonly start: string;
    }>;
    readonly wed: ReadonlyArray<{
      readonly end: string;
      readonly start: string;
    }>;
  };
  readonly officeHoursEnabled: boolean;
  readonly replyTimeMinutes: number | null | undefined;
  readonly timezone: string;
  readonly " $fragmentType": "AvailabilitySettingsForm_organization";
};
export type AvailabilitySettingsForm_organization$key = {
  readonly " $data"?: AvailabilitySettingsForm_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvailabilitySettingsForm_organization">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "start",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "end",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvailabilitySettingsForm_organization",
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
      "name": "timezone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "officeHoursEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OfficeHours",
      "kind": "LinkedField",
      "name": "officeHours",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TimeRange",
          "kind": "LinkedField",
          "name": "mon",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TimeRange",
          "kind": "LinkedField",
          "name": "tue",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TimeRange",
          "kind": "LinkedField",
          "name": "wed",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TimeRange",
          "kind": "LinkedField",
          "name": "thu",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TimeRange",
          "kind": "LinkedField",
          "name": "fri",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TimeRange",
          "kind": "LinkedField",
          "name": "sat",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TimeRange",
          "kind": "LinkedField",
          "name": "sun",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holidays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoReplyEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoReply",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awayBehavior",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replyTimeMinutes",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "aa710b8f31a800c4923cf567ec6cf9e4";

export default node;
