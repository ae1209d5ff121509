import type { Membership, PrismaClient, Role, Team } from '../generated/prisma/client';
import { busiestHours, conversationFigures, dailyVolume, messageFigures, type ConversationFigures } from './conversation-figures';
import { teamFigures, teammateFigures, type GroupFigures, type TeammateFigures } from './people-figures';
import { eachDay } from './range';
import type { ReportScope } from './report-scope';
import { satisfactionFigures } from './satisfaction-figures';

/**
 * One report for one viewer. Each section is computed when first asked for, so a screen that shows only part of the
 * report runs only that part's queries; the summary is shared by the fields it feeds.
 */
export class Report {
  private summary?: Promise<ConversationFigures>;

  constructor(
    readonly prisma: PrismaClient,
    readonly scope: ReportScope,
    readonly viewer: { userId: string; role: Role },
  ) {}

  conversations(): Promise<ConversationFigures> {
    this.summary ??= conversationFigures(this.prisma, this.scope);
    return this.summary;
  }

  messages() {
    return messageFigures(this.prisma, this.scope);
  }

  volume() {
    return dailyVolume(this.prisma, this.scope, eachDay(this.scope.days));
  }

  busiestHours() {
    return busiestHours(this.prisma, this.scope);
  }

  satisfaction() {
    return satisfactionFigures(this.prisma, this.scope);
  }

  /** Agents see their own row; admins and owners every teammate's. */
  async teammates(): Promise<(TeammateFigures & { membership: Membership })[]> {
    const memberships = await this.prisma.membership.findMany({
      where: { organizationId: this.scope.organizationId, ...(this.viewer.role === 'AGENT' ? { userId: this.viewer.userId } : {}) },
      include: { user: { select: { name: true } } },
    });
    memberships.sort((a, b) => a.user.name.localeCompare(b.user.name));
    const figures = await teammateFigures(this.prisma, this.scope, memberships.map((membership) => membership.userId));
    return memberships.map((membership, index) => ({ ...figures[index]!, membership }));
  }

  async teams(): Promise<(GroupFigures & { team: Team })[]> {
    const teams = await this.prisma.team.findMany({ where: { organizationId: this.scope.organizationId }, orderBy: { name: 'asc' } });
    const figures = await teamFigures(this.prisma, this.scope, teams.map((team) => team.id));
    return teams.map((team, index) => ({ ...figures[index]!, team }));
  }
}
