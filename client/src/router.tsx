import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { AuthLayout } from './layouts/AuthLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { LoginPage } from './routes/auth/LoginPage';
import { SignInLinkPage } from './routes/auth/SignInLinkPage';
import { RegisterPage } from './routes/auth/RegisterPage';
import { ResetPage } from './routes/auth/ResetPage';
import { VerifyPage } from './routes/auth/VerifyPage';
import { publicRoutes } from './routes/public/publicRoutes';
import { RouteErrorPage } from './routes/RouteErrorPage';

// Loaded on first visit, so the public site and sign-in never download the dashboard.
const OnboardingPage = lazy(() => import('./routes/onboarding/OnboardingPage').then((module) => ({ default: module.OnboardingPage })));
const TwoFactorSetupPage = lazy(() => import('./routes/two-factor/TwoFactorSetupPage').then((module) => ({ default: module.TwoFactorSetupPage })));
const DashboardLayout = lazy(() => import('./layouts/dashboard/DashboardLayout').then((module) => ({ default: module.DashboardLayout })));
const HomePage = lazy(() => import('./routes/home/HomePage').then((module) => ({ default: module.HomePage })));
const InboxPage = lazy(() => import('./routes/threads/InboxPage').then((module) => ({ default: module.InboxPage })));
const NoConversationSelected = lazy(() => import('./routes/threads/NoConversationSelected').then((module) => ({ default: module.NoConversationSelected })));
const ConversationPage = lazy(() => import('./routes/threads/conversation/ConversationPage').then((module) => ({ default: module.ConversationPage })));
const ContactsPage = lazy(() => import('./routes/contacts/ContactsPage').then((module) => ({ default: module.ContactsPage })));
const ContactPage = lazy(() => import('./routes/contacts/ContactPage').then((module) => ({ default: module.ContactPage })));
const ContactAttributesSettingsPage = lazy(() =>
  import('./routes/settings/contact-attributes/ContactAttributesSettingsPage').then((module) => ({ default: module.ContactAttributesSettingsPage })),
);
const SettingsIndexPage = lazy(() => import('./routes/settings/SettingsIndexPage').then((module) => ({ default: module.SettingsIndexPage })));
const SettingsLayout = lazy(() => import('./routes/settings/SettingsLayout').then((module) => ({ default: module.SettingsLayout })));
const AccountSettingsPage = lazy(() => import('./routes/settings/account/AccountSettingsPage').then((module) => ({ default: module.AccountSettingsPage })));
const OrganizationSettingsPage = lazy(() => import('./routes/settings/organization/OrganizationSettingsPage').then((module) => ({ default: module.OrganizationSettingsPage })));
const AuditLogPage = lazy(() => import('./routes/settings/audit-log/AuditLogPage').then((module) => ({ default: module.AuditLogPage })));
const TeamSettingsPage = lazy(() => import('./routes/settings/team/TeamSettingsPage').then((module) => ({ default: module.TeamSettingsPage })));
const LabelsSettingsPage = lazy(() => import('./routes/settings/labels/LabelsSettingsPage').then((module) => ({ default: module.LabelsSettingsPage })));
const CannedResponsesSettingsPage = lazy(() => import('./routes/settings/canned-responses/CannedResponsesSettingsPage').then((module) => ({ default: module.CannedResponsesSettingsPage })));
const AvailabilitySettingsPage = lazy(() => import('./routes/settings/availability/AvailabilitySettingsPage').then((module) => ({ default: module.AvailabilitySettingsPage })));
const WidgetSettingsPage = lazy(() => import('./routes/settings/widget/WidgetSettingsPage').then((module) => ({ default: module.WidgetSettingsPage })));
const SetupSettingsPage = lazy(() => import('./routes/settings/setup/SetupSettingsPage').then((module) => ({ default: module.SetupSettingsPage })));
const IntegrationsSettingsPage = lazy(() => import('./routes/settings/integrations/IntegrationsSettingsPage').then((module) => ({ default: module.IntegrationsSettingsPage })));
const KnowledgeBaseSettingsPage = lazy(() => import('./routes/settings/knowledge-base/KnowledgeBaseSettingsPage').then((module) => ({ default: module.KnowledgeBaseSettingsPage })));
const ArticleEditorPage = lazy(() => import('./routes/settings/knowledge-base/ArticleEditorPage').then((module) => ({ default: module.ArticleEditorPage })));
const BillingSettingsPage = lazy(() => import('./routes/settings/billing/BillingSettingsPage').then((module) => ({ default: module.BillingSettingsPage })));
const UpgradeSettingsPage = lazy(() => import('./routes/settings/billing/UpgradeSettingsPage').then((module) => ({ default: module.UpgradeSettingsPage })));

const settingsRoutes: RouteObject[] = [
  { path: 'account', element: <AccountSettingsPage /> },
  { path: 'organization', element: <OrganizationSettingsPage /> },
  { path: 'organization/audit-log', element: <AuditLogPage />, handle: { wide: true } },
  { path: 'team', element: <TeamSettingsPage /> },
  { path: 'labels', element: <LabelsSettingsPage /> },
  { path: 'contact-attributes', element: <ContactAttributesSettingsPage /> },
  { path: 'canned-responses', element: <CannedResponsesSettingsPage /> },
  { path: 'availability', element: <AvailabilitySettingsPage /> },
  // The form sits beside a live preview of the widget.
  { path: 'widget', element: <WidgetSettingsPage />, handle: { wide: true } },
  { path: 'setup', element: <SetupSettingsPage /> },
  { path: 'integrations', element: <IntegrationsSettingsPage /> },
  { path: 'knowledge-base', element: <KnowledgeBaseSettingsPage /> },
  // The editor sits beside its live preview.
  { path: 'knowledge-base/articles/:articleId', element: <ArticleEditorPage />, handle: { wide: true } },
  { path: 'billing', element: <BillingSettingsPage /> },
  // Three plans side by side.
  { path: 'upgrade', element: <UpgradeSettingsPage />, handle: { wide: true } },
];

/**
 * Every screen of the dashboard, and of the public site unless the install turned it off (PUBLIC_SITE=off: its
 * paths are then unknown, as the server answers them). /widgets/:clientId is the widget's own app, served separately.
 */
export const appRoutes = (publicSite: boolean): RouteObject[] => [
  {
    errorElement: <RouteErrorPage />,
    // Shown while a public page's code loads as the app's first screen, which happens only in development.
    HydrateFallback: () => null,
    children: [
      ...(publicSite ? [{ element: <PublicLayout />, children: publicRoutes }] : []),
      {
        element: <AuthLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'login/link', element: <SignInLinkPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'reset', element: <ResetPage /> },
          { path: 'verify', element: <VerifyPage /> },
        ],
      },
      { path: 'onboarding', element: <OnboardingPage /> },
      { path: 'two-factor-setup', element: <TwoFactorSetupPage /> },
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'threads',
            element: <InboxPage />,
            // The inbox fills the window with its own panes instead of the page column.
            handle: { fullBleed: true },
            children: [
              { index: true, element: <NoConversationSelected /> },
              { path: ':id', element: <ConversationPage /> },
            ],
          },
          { path: 'contacts', element: <ContactsPage />, handle: { wide: true } },
          { path: 'contacts/:id', element: <ContactPage />, handle: { wide: true } },
          { path: 'settings', element: <SettingsIndexPage /> },
          { path: 'settings', element: <SettingsLayout />, children: settingsRoutes },
        ],
      },
    ],
  },
];
