import type { ReactNode } from 'react';
import { BookIcon, BuildingIcon, ClockIcon, CodeIcon, CreditCardIcon, PaletteIcon, PlugIcon, ReplyIcon, SparkIcon, TagIcon, UserIcon, UsersIcon } from '../../components/icons';

type SettingsPage = { slug: string; title: string; summary: string; icon: ReactNode; available: boolean };

/**
 * Every settings page, in menu order; `available` is false for pages whose feature has not shipped yet (they say
 * "Coming later" and get a placeholder route).
 */
export const settingsPages: SettingsPage[] = [
  { slug: 'account', title: 'Account', summary: 'Your profile, email, password, signed-in devices and notifications.', icon: <UserIcon />, available: true },
  { slug: 'organization', title: 'Organization', summary: 'Name, time zone and deleting the organization.', icon: <BuildingIcon />, available: true },
  { slug: 'team', title: 'Team', summary: 'Members, roles, invitations and teams.', icon: <UsersIcon />, available: true },
  { slug: 'widget', title: 'Widget', summary: 'Look, pre-chat form, allowed websites and identity verification, with a live preview.', icon: <PaletteIcon />, available: true },
  { slug: 'setup', title: 'Setup', summary: 'Install snippets, platform guides, the JavaScript API and an install check.', icon: <CodeIcon />, available: true },
  { slug: 'availability', title: 'Availability', summary: 'Office hours, away messages and your own status.', icon: <ClockIcon />, available: true },
  { slug: 'labels', title: 'Labels', summary: 'Colour-coded labels to sort and filter conversations.', icon: <TagIcon />, available: true },
  { slug: 'canned-responses', title: 'Canned responses', summary: 'Saved replies your team inserts with a shortcut.', icon: <ReplyIcon />, available: true },
  { slug: 'knowledge-base', title: 'Knowledge base', summary: 'Articles, collections and your public help center.', icon: <BookIcon />, available: true },
  { slug: 'integrations', title: 'Integrations', summary: 'Webhooks that send conversation events to your own systems.', icon: <PlugIcon />, available: true },
  { slug: 'billing', title: 'Billing', summary: 'Your plan, usage against its limits and invoices.', icon: <CreditCardIcon />, available: false },
  { slug: 'upgrade', title: 'Upgrade', summary: 'Compare plans and unlock more seats and features.', icon: <SparkIcon />, available: false },
];

export function settingsPage(slug: string): SettingsPage {
  const page = settingsPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`Unknown settings page: ${slug}`);
  return page;
}
