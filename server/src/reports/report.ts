import type { Membership, PrismaClient, Role, Team } from '../generated/prisma/client';
import { busiestHours, conversationFigures, dailyVolume, messageFigures, type ConversationFigures, type MessageFigures } from './conversation-figures';
import { durationFigures, type DurationFigures, type GroupMedians } from './duration-figures';
import { teamFigures, teammateFigures, type GroupFigures, type TeammateFigures } from './people-figures';
import { eachDay } from './range';
import { isFiltered, type ReportScope } from './report-scope';
import { latestComments, satisfactionFigures, satisfactionOf, type SatisfactionFigures } from './satisfaction-figures';
import { slotBusiestHours, slotGroups, slotsAligned, slotTotals, slotVolume, type GroupCounts, type SlotTotals } from './slot-counters';

/**
 * Where counts come from: the quarter-hour counters (the whole organization's report), or the threads and messages
 * themselves (a report narrowed to a teammate, team, widget or label, which the counters do not break down).
 */
export type ReportSource = 'counters' | 'scan';

export const sourceFor = (scope: ReportScope): ReportSource => (!isFiltered(scope.filter) && slotsAligned(scope) ? 'counters' : 'scan');

/**
 * One report for one viewer. Each section is computed when first asked for, so a screen that shows only part of the
 * report runs only that part's queries; what several fields share (totals, durations) is read once.
 */
export class Report {
  private summary?: Promise<ConversationFigures>;
  private totals?: Promise<SlotTotals>;
  private durations?: Promise<DurationFigures>;

  constructor(
    readonly prisma: PrismaClient,
    readonly scope: ReportScope,
    readonly viewer: { userId: string; role: Role },
    readonly source: ReportSource = sourceFor(scope),
  ) {}

  private slotTotals(): Promise<SlotTotals> {
    this.totals ??= slotTotals(this.prisma, this.scope);
    return this.totals;
  }

  private durationFigures(): Promise<DurationFigures> {
    this.durations ??= durationFigures(this.prisma, this.scope);
    return this.durations;
  }

  conversations(): Promise<ConversationFigures> {
    this.summary ??= this.source === 'scan' ? conversationFigures(this.prisma, this.scope) : this.countedConversations();
    return this.summary;
  }

  private async countedConversations(): Promise<ConversationFigures> {
    const [totals, durations] = await Promise.all([this.slotTotals(), this.durationFigures()]);
    return {
      opened: totals.opened,
      closed: totals.closed,
      missed: totals.missed,
      firstResponse: { ...durations.firstResponse, count: totals.opened - totals.missed },
      resolution: { ...durations.resolution, count: totals.closed },
    };
  }

  async messages(): Promise<MessageFigures> {
    return this.source === 'scan' ? messageFigures(this.prisma, this.scope) : (await this.slotTotals()).messages;
  }

  volume() {
    const days = eachDay(this.scope.days);
    return this.source === 'scan' ? dailyVolume(this.prisma, this.scope, days) : slotVolume(this.prisma, this.scope, days);
  }

  busiestHours() {
    return this.source === 'scan' ? busiestHours(this.prisma, this.scope) : slotBusiestHours(this.prisma, this.scope);
  }

  async satisfaction(): Promise<SatisfactionFigures> {
    if (this.source === 'scan') return satisfactionFigures(this.prisma, this.scope);
    const [totals, comments] = await Promise.all([this.slotTotals(), latestComments(this.prisma, this.scope)]);
    return satisfactionOf(totals.rated, comments);
  }

  /** Agents see their own row; admins and owners every teammate's. */
  async teammates(): Promise<(TeammateFigures & { membership: Membership })[]> {
    const memberships = await this.prisma.membership.findMany({
      where: { organizationId: this.scope.organizationId, ...(this.viewer.role === 'AGENT' ? { userId: this.viewer.userId } : {}) },
      include: { user: { select: { name: true } } },
    });
    memberships.sort((a, b) => a.user.name.localeCompare(b.user.name));
    const userIds = memberships.map((membership) => membership.userId);
    const figures = this.source === 'scan' ? await teammateFigures(this.prisma, this.scope, userIds) : await this.countedTeammates(userIds);
    return memberships.map((membership, index) => ({ ...figures[index]!, membership }));
  }

  private async countedTeammates(userIds: string[]): Promise<TeammateFigures[]> {
    const [assigned, authored, durations] = await Promise.all([
      slotGroups(this.prisma, this.scope, 'assignee', userIds),
      slotGroups(this.prisma, this.scope, 'author', userIds),
      this.durationFigures(),
    ]);
    return userIds.map((userId) => ({ ...groupFigures(userId, assigned.get(userId), durations.byAssignee.get(userId)), replies: authored.get(userId)?.replies ?? 0 }));
  }

  async teams(): Promise<(GroupFigures & { team: Team })[]> {
    const teams = await this.prisma.team.findMany({ where: { organizationId: this.scope.organizationId }, orderBy: { name: 'asc' } });
    const teamIds = teams.map((team) => team.id);
    const figures = this.source === 'scan' ? await teamFigures(this.prisma, this.scope, teamIds) : await this.countedTeams(teamIds);
    return teams.map((team, index) => ({ ...figures[index]!, team }));
  }

  private async countedTeams(teamIds: string[]): Promise<GroupFigures[]> {
    const [counts, durations] = await Promise.all([slotGroups(this.prisma, this.scope, 'team', teamIds), this.durationFigures()]);
    return teamIds.map((teamId) => groupFigures(teamId, counts.get(teamId), durations.byTeam.get(teamId)));
  }
}

function groupFigures(key: string, counts: GroupCounts | undefined, medians: GroupMedians | undefined): GroupFigures {
  return {
    key,
    opened: counts?.opened ?? 0,
    closed: counts?.closed ?? 0,
    firstResponseMedian: medians?.firstResponseMedian ?? null,
    resolutionMedian: medians?.resolutionMedian ?? null,
    ratings: counts?.ratings ?? 0,
    averageRating: counts?.averageRating ?? null,
  };
}
