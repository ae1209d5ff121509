/** Pages of the public site whose content is still being written; each says what it will hold. */
export const upcomingPages = {
  integrations: { title: 'Integrations', summary: 'Connect Parley to the tools your team already uses: Slack notifications, signed webhooks and an API for everything else.' },
  blog: { title: 'Blog', summary: 'Product news, release notes and what we learn about answering customers well.' },
  comparisons: { title: 'Comparisons', summary: 'Side-by-side comparisons of Parley with the live-chat tools you may be considering.' },
  resources: { title: 'Resources', summary: 'Guides for installing the widget, organising your team and running great support conversations.' },
  support: { title: 'Support', summary: 'Questions about Parley? Write to us through the chat and the team will get back to you.' },
  privacy: { title: 'Privacy policy', summary: 'How Parley collects, uses and protects personal data, for operators and for the visitors they talk to.' },
  terms: { title: 'Terms of service', summary: 'The terms that apply when you use Parley.' },
  subprocessors: { title: 'Subprocessors', summary: 'The third parties that may process data on our behalf, what for and where.' },
} as const;

export type UpcomingPageKey = keyof typeof upcomingPages;
