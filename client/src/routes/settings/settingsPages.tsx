import type { ReactNode } from 'react';
import { BookIcon, BuildingIcon, ClockIcon, CodeIcon, CreditCardIcon, PaletteIcon, PlugIcon, ReplyIcon, SparkIcon, TagIcon, UserIcon, UsersIcon } from '../../components/icons';

type SettingsPage = { slug: string; title: string; summary: string; icon: ReactNode };

/** Every settings page, in menu order. */
export const settingsPages: SettingsPage[] = [
  { slug: 'account', title: 'Account', summary: 'Your profile, email, password, signed-in devices and notifications.', icon: <UserIcon /> },
  { slug: 'organization', title: 'Organization', summary: 'Name, time zone, assigning conversations on reply and deleting the organization.', icon: <BuildingIcon /> },
  { slug: 'team', title: 'Team', summary: 'Members, roles, invitations and teams.', icon: <UsersIcon /> },
  { slug: 'widget', title: 'Widget', summary: 'Look, pre-chat form, allowed websites and identity verification, with a live preview.', icon: <PaletteIcon /> },
  { slug: 'setup', title: 'Setup', summary: 'Install snippets, platform guides, the JavaScript API and an install check.', icon: <CodeIcon /> },
  { slug: 'availability', title: 'Availability', summary: 'Office hours, away messages and your own status.', icon: <ClockIcon /> },
  { slug: 'labels', title: 'Labels', summary: 'Colour-coded labels to sort and filter conversations.', icon: <TagIcon /> },
  { slug: 'contact-attributes', title: 'Contact attributes', summary: 'Custom fields on contacts, such as a plan or a renewal date.', icon: <UsersIcon /> },
  { slug: 'canned-responses', title: 'Canned responses', summary: 'Saved replies your team inserts with a shortcut.', icon: <ReplyIcon /> },
  { slug: 'knowledge-base', title: 'Knowledge base', summary: 'Articles, collections and your public help center.', icon: <BookIcon /> },
  { slug: 'integrations', title: 'Integrations', summary: 'Webhooks that send conversation events to your own systems.', icon: <PlugIcon /> },
  { slug: 'billing', title: 'Billing', summary: 'Your plan, usage against its limits and invoices.', icon: <CreditCardIcon /> },
  { slug: 'upgrade', title: 'Upgrade', summary: 'Compare plans and unlock more seats and features.', icon: <SparkIcon /> },
];
