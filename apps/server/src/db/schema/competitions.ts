import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { teams } from './teams.ts'
import { users } from './users.ts'

/**
 * A time-boxed step challenge: its days (in the server's time zone, both counted), the hours after
 * its end during which late syncs still count, who takes part and how members and teams score.
 * `finalized_at` is set when the results were frozen into `competition_results`. See
 * docs/decisions/112.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    graceHours: integer().notNull(),
    /** everyone or opt-in. */
    participation: text().notNull(),
    /** steps, steps+bonus, daysOnTarget, streak, goalPercent or improved. */
    individualScoring: text().notNull(),
    target: integer().notNull(),
    /** sum or average. */
    teamScoring: text().notNull(),
    /**
     * Extra prizes, each a podium by another individual scoring (docs/decisions/139), in the order
     * of the contract's `individualScorings`; none for a member's contest.
     */
    prizes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The member who started this contest (docs/decisions/137); null for the community's
     * competitions, and for a member's contest whose starter was deleted.
     */
    startedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** duel, weekendWarrior, workweekHustle or goalDay for a member's contest; null for the community's. */
    format: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finalizedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('competitions_dates_in_order', sql`${table.endDate} >= ${table.startDate}`),
    check('competitions_grace_hours_range', sql`${table.graceHours} between 0 and 720`),
    check('competitions_participation', sql`${table.participation} in ('everyone', 'opt-in')`),
    check(
      'competitions_individual_scoring',
      sql`${table.individualScoring} in ('steps', 'steps+bonus', 'daysOnTarget', 'streak', 'goalPercent', 'improved')`,
    ),
    check('competitions_team_scoring', sql`${table.teamScoring} in ('sum', 'average')`),
    check('competitions_target_range', sql`${table.target} between 1 and 100000`),
    check(
      'competitions_format',
      sql`${table.format} is null or ${table.format} in ('duel', 'weekendWarrior', 'workweekHustle', 'goalDay')`,
    ),
    // Distinct prizes are the contract's and the service's rule: telling repeats apart needs a subquery, which a check cannot hold.
    check(
      'competitions_prizes',
      sql`${table.prizes} <@ array['steps', 'steps+bonus', 'daysOnTarget', 'streak', 'goalPercent', 'improved']::text[]
        and cardinality(${table.prizes}) <= 3 and not (${table.individualScoring} = any(${table.prizes}))
        and (${table.format} is null or cardinality(${table.prizes}) = 0)`,
    ),
    check('competitions_member_contest_opt_in', sql`${table.format} is null or ${table.participation} = 'opt-in'`),
    index('competitions_started_by_idx')
      .on(table.startedBy, table.endDate)
      .where(sql`${table.startedBy} is not null`),
    index('competitions_unfinalized_idx')
      .on(table.endDate)
      .where(sql`${table.finalizedAt} is null`),
  ],
)

/** Members who joined an opt-in competition. */
export const competitionParticipants = pgTable(
  'competition_participants',
  {
    competitionId: integer()
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.userId] }),
    index('competition_participants_user_id_idx').on(table.userId),
  ],
)

export const CONTEST_INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const

/**
 * An invitation into a member's contest and its answer. Accepting puts the member among
 * `competition_participants`; only those are on the board.
 */
export const contestInvitations = pgTable(
  'contest_invitations',
  {
    competitionId: integer()
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    inviteeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: CONTEST_INVITATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.inviteeId] }),
    check('contest_invitations_status', sql`${table.status} in ('pending', 'accepted', 'declined')`),
    index('contest_invitations_invitee_idx').on(table.inviteeId),
  ],
)

/**
 * A final competition's individual board, frozen in board order. The member's name and avatar are
 * kept as they were, and there is no key to `users`: deleting a member later does not move or
 * empty the results.
 */
export const competitionResults = pgTable(
  'competition_results',
  {
    competitionId: integer()
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** 0 for the first row of the board. */
    position: integer().notNull(),
    userId: integer().notNull(),
    username: text().notNull(),
    avatarUrl: text(),
    rank: integer().notNull(),
    score: doublePrecision().notNull(),
    steps: bigint({ mode: 'number' }).notNull(),
    daysOnTarget: integer().notNull(),
    streak: integer().notNull(),
    /** The team the member's last counted day went to, if any: the team the viewer sees as theirs. */
    teamId: integer(),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.position] }),
    index('competition_results_user_idx').on(table.competitionId, table.userId),
    // Podium achievements read a member's places among the first three.
    index('competition_results_podium_idx')
      .on(table.userId)
      .where(sql`${table.rank} <= 3`),
  ],
)

/**
 * A final competition's extra prizes (docs/decisions/139): each prize's podium, the members ranked
 * 1 to 3 (ties included) with a score above 0, in board order. Kept as `competition_results` is:
 * names and avatars as they were, no key to `users`.
 */
export const competitionPrizeResults = pgTable(
  'competition_prize_results',
  {
    competitionId: integer()
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** The prize's individual scoring. */
    prize: text().notNull(),
    /** 0 for the first row of the prize's podium. */
    position: integer().notNull(),
    userId: integer().notNull(),
    username: text().notNull(),
    avatarUrl: text(),
    rank: integer().notNull(),
    score: doublePrecision().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.competitionId, table.prize, table.position] }),
    check('competition_prize_results_rank', sql`${table.rank} between 1 and 3`),
    index('competition_prize_results_user_idx').on(table.userId),
  ],
)

/** A final competition's team board, frozen in board order, with the team names of the time. */
export const competitionTeamResults = pgTable(
  'competition_team_results',
  {
    competitionId: integer()
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    teamId: integer().notNull(),
    teamName: text().notNull(),
    rank: integer().notNull(),
    score: doublePrecision().notNull(),
    members: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.position] })],
)

/**
 * Who was in which team when: one row per stay, written by a trigger on `users.team_id`, so every
 * way a member joins, leaves or moves is recorded. A competition counts a member's day for the team
 * they were in when the day ended (docs/decisions/112). Stays from before the table existed start
 * at `-infinity`.
 */
export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('team_memberships_user_id_idx').on(table.userId),
    index('team_memberships_team_id_idx').on(table.teamId),
    uniqueIndex('team_memberships_one_open_per_member')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
  ],
)
