import type { Prisma } from '../../generated/prisma/client';
import { withSecondFactor } from '../../auth/two-factor';
import type { Context } from '../context';
import { avatarPath } from '../../avatars/store-avatar';
import { builder } from '../builder';

const isSelf = (userId: string, context: Context) => context.session?.userId === userId;

/**
 * Users are visible to verified members of an organization they share, and to that organization's API keys. Asked by
 * role rather than by the viewer's id, so that viewers of the same role share a realtime delivery (see shared-runs).
 */
async function sharesOrganization(userId: string, context: Context): Promise<boolean> {
  const { apiKey } = context;
  if (!apiKey && !context.isVerified()) return false;
  // The memberships the instance remembers for signed-in operators: the user's organizations without a read per row.
  const memberships = await context.services.operatorPrincipals.roles(userId);
  if (apiKey) return memberships.has(apiKey.organizationId);
  for (const organizationId of memberships.keys()) if ((await context.roleIn(organizationId)) !== null) return true;
  return false;
}

/**
 * Memberships the dashboard may open: an organization that requires two-factor sign-in counts only once the member
 * has set it up (until then `twoFactorSetupRequired` leads them to do so).
 */
const usableMemberships = {
  OR: [{ organization: { requireTwoFactor: false } }, { user: withSecondFactor }],
} satisfies Prisma.MembershipWhereInput;

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: async (user, context) => (await sharesOrganization(user.id, context)) || isSelf(user.id, context),
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    avatarUrl: t.string({
      nullable: true,
      description: 'The uploaded picture (256 px square), or an address set by other means; null shows initials.',
      resolve: (user) => (user.avatarLargeKey ? avatarPath(user.avatarLargeKey) : user.avatarUrl),
    }),
    avatarThumbnailUrl: t.string({
      nullable: true,
      description: 'The same picture at 64 px, for lists.',
      resolve: (user) => (user.avatarSmallKey ? avatarPath(user.avatarSmallKey) : user.avatarUrl),
    }),
    locale: t.exposeString('locale'),
    emailVerified: t.boolean({ resolve: (user) => user.emailVerifiedAt !== null }),
    memberships: t.relation('memberships', {
      description: "The viewer's own organizations and roles (leaving out those that require two-factor sign-in the viewer has not set up).",
      authScopes: (user, _args, context) => isSelf(user.id, context),
      query: { where: usableMemberships, orderBy: { createdAt: 'asc' } },
    }),
    sessions: t.relation('sessions', {
      description: 'Signed-in browsers of the viewer, most recent first.',
      authScopes: (user, _args, context) => isSelf(user.id, context),
      query: { where: { expiresAt: { gt: new Date() } }, orderBy: { lastSeenAt: 'desc' } },
    }),
    activeOrganization: t.prismaField({
      type: 'Organization',
      nullable: true,
      description: 'The organization the dashboard shows; the first membership until the viewer switches.',
      authScopes: (user, _args, context) => isSelf(user.id, context),
      resolve: async (query, user, _args, context) => {
        const memberships = await context.prisma.membership.findMany({
          where: { userId: user.id, ...usableMemberships },
          orderBy: { createdAt: 'asc' },
          select: { organizationId: true },
        });
        const active =
          memberships.find((membership) => membership.organizationId === context.session?.activeOrganizationId) ?? memberships[0];
        return active ? context.prisma.organization.findUnique({ ...query, where: { id: active.organizationId } }) : null;
      },
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in operator, or null when signed out.',
    resolve: (query, _root, _args, context) =>
      context.session ? context.prisma.user.findUnique({ ...query, where: { id: context.session.userId } }) : null,
  }),
);
