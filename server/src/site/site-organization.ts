import type { PrismaClient, User } from '../generated/prisma/client';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { newIdentitySecret } from '../widgets/identity-secret';

/**
 * The organization behind the public site: the home page's demo widget and the /support form both open
 * threads in its inbox. It is found by this slug, so every instance and every restart agrees on it.
 */
export const siteOrganizationSlug = 'parley';

type SiteSettings = Pick<Config, 'siteWidgetClientId' | 'siteOwnerEmails'>;
type OwnershipSettings = SiteSettings & Pick<Config, 'publicSite'>;

/**
 * Makes sure the site organization and its widget exist and that the configured owners (already verified)
 * own it. Safe to run on every start, by any number of instances at once.
 */
export async function ensureSiteOrganization(prisma: PrismaClient, settings: SiteSettings, logger: Logger): Promise<void> {
  const organization = await prisma.organization.upsert({
    where: { slug: siteOrganizationSlug },
    create: { slug: siteOrganizationSlug, name: 'Parley', timezone: 'UTC', onboardingCompletedAt: new Date() },
    update: {},
  });
  const widget = await prisma.widget.upsert({
    where: { clientId: settings.siteWidgetClientId },
    create: {
      organizationId: organization.id,
      clientId: settings.siteWidgetClientId,
      name: 'Parley website',
      greeting: 'Hi! Questions about Parley? Ask away: the team behind it answers here.',
      identitySecret: newIdentitySecret(),
    },
    update: {},
  });
  if (widget.organizationId !== organization.id) {
    logger.warn('SITE_WIDGET_CLIENT_ID names a widget of another organization; the public site will not use it', {
      clientId: settings.siteWidgetClientId,
    });
  }
  if (settings.siteOwnerEmails.length === 0) return;
  const owners = await prisma.user.findMany({ where: { email: { in: settings.siteOwnerEmails }, emailVerifiedAt: { not: null } } });
  for (const owner of owners) await makeOwner(prisma, organization.id, owner.id);
}

/**
 * Called when a user confirms an address: one listed in SITE_OWNER_EMAILS makes them an owner of the site
 * organization, unless the public site is off (an organization left from an earlier start gains no one).
 */
export async function grantSiteOwnership(prisma: PrismaClient, settings: OwnershipSettings, user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>) {
  if (!settings.publicSite || !user.emailVerifiedAt || !settings.siteOwnerEmails.includes(user.email)) return;
  const organization = await prisma.organization.findUnique({ where: { slug: siteOrganizationSlug } });
  if (organization) await makeOwner(prisma, organization.id, user.id);
}

function makeOwner(prisma: PrismaClient, organizationId: string, userId: string) {
  return prisma.membership.upsert({
    where: { userId_organizationId: { userId, organizationId } },
    create: { userId, organizationId, role: 'OWNER' },
    update: { role: 'OWNER' },
  });
}

/** The site widget, only while it belongs to the site organization. */
export function findSiteWidget(prisma: PrismaClient, settings: SiteSettings) {
  return prisma.widget.findFirst({
    where: { clientId: settings.siteWidgetClientId, organization: { slug: siteOrganizationSlug } },
    select: { id: true, organizationId: true },
  });
}
