import { z } from 'zod'
import { apiMessages as m, formatApiMessage } from './messages.ts'
import { IdSchema } from './common.ts'
import { DayDateSchema } from './scores.ts'

export const COMPETITION_NAME_MAX_LENGTH = 120
export const COMPETITION_DESCRIPTION_MAX_LENGTH = 2000
/** The longest competition, in days: a board sums its members' days over the whole span. */
export const COMPETITION_MAX_DAYS = 400
export const COMPETITION_DEFAULT_GRACE_HOURS = 72
export const COMPETITION_MAX_GRACE_HOURS = 720
export const COMPETITION_DEFAULT_TARGET = 10_000
export const COMPETITION_BOARD_DEFAULT_LIMIT = 25
export const COMPETITION_BOARD_MAX_LIMIT = 100
/** Extra prizes a competition may award beside its main board (docs/decisions/139). */
export const COMPETITION_MAX_PRIZES = 3
/** The places on a prize's podium: first to third, ties included. */
export const PRIZE_PODIUM_PLACES = 3

export const competitionStatuses = ['upcoming', 'running', 'grace', 'final'] as const
export type CompetitionStatus = (typeof competitionStatuses)[number]

/**
 * Contests a member starts with friends or team-mates (docs/decisions/137): a duel (two people,
 * the days they choose), a weekend warrior (the coming Saturday and Sunday), a workweek hustle
 * (the coming Monday to Friday) or a goal day (one day; everyone who reaches the daily goal wins).
 */
export const MEMBER_CONTEST_FORMATS = ['duel', 'weekendWarrior', 'workweekHustle', 'goalDay'] as const
export type MemberContestFormat = (typeof MEMBER_CONTEST_FORMATS)[number]

export const participationModes = ['everyone', 'opt-in'] as const
export type Participation = (typeof participationModes)[number]

/**
 * How a member scores: total steps, total steps and challenge bonus, days with at least `target`
 * steps, the longest run of such days in a row, a point per 1 % of their own daily goal each day
 * (at most 200 a day), or how many percent their average day is above their own before the
 * competition (see docs/decisions/138).
 */
export const individualScorings = ['steps', 'steps+bonus', 'daysOnTarget', 'streak', 'goalPercent', 'improved'] as const
export type IndividualScoring = (typeof individualScorings)[number]

/**
 * How a team scores: the sum of its members' scores, or that sum per member, counting the members
 * the team had on each day (see docs/decisions/112).
 */
export const teamScorings = ['sum', 'average'] as const
export type TeamScoring = (typeof teamScorings)[number]

const NameSchema = z
  .string({ error: m.competitionNameRequired })
  .trim()
  .min(1, m.competitionNameRequired)
  .max(COMPETITION_NAME_MAX_LENGTH, formatApiMessage('competitionNameTooLong', { max: COMPETITION_NAME_MAX_LENGTH }))

const DescriptionSchema = z
  .string({ error: m.competitionDescriptionInvalid })
  .trim()
  .max(
    COMPETITION_DESCRIPTION_MAX_LENGTH,
    formatApiMessage('competitionDescriptionTooLong', { max: COMPETITION_DESCRIPTION_MAX_LENGTH }),
  )

const GraceHoursSchema = z
  .number({ error: m.graceHoursInvalid })
  .int(m.graceHoursInvalid)
  .min(0, m.graceHoursInvalid)
  .max(COMPETITION_MAX_GRACE_HOURS, m.graceHoursInvalid)

const TargetSchema = z
  .number({ error: m.competitionTargetInvalid })
  .int(m.competitionTargetInvalid)
  .min(1, m.competitionTargetInvalid)
  .max(100_000, m.competitionTargetInvalid)

export const CompetitionScoringSchema = z.object({
  individual: z.enum(individualScorings, { error: m.individualScoringInvalid }),
  /** Steps a day needs to be on target; 10,000 unless set. */
  target: TargetSchema.default(COMPETITION_DEFAULT_TARGET),
  team: z.enum(teamScorings, { error: m.teamScoringInvalid }),
})
export type CompetitionScoring = z.infer<typeof CompetitionScoringSchema>

const ParticipationSchema = z.enum(participationModes, { error: m.participationInvalid })

/**
 * Extra prizes, each a podium by another individual scoring (most improved, most days on target…):
 * distinct, at most three, and never the competition's own scoring, which is the main board
 * (checked where both are known).
 */
export const PrizesSchema = z
  .array(z.enum(individualScorings, { error: m.prizesInvalid }), { error: m.prizesInvalid })
  .max(COMPETITION_MAX_PRIZES, formatApiMessage('tooManyPrizes', { max: COMPETITION_MAX_PRIZES }))
  .refine((prizes) => new Set(prizes).size === prizes.length, m.prizesRepeated)

const prizesBesideMain = (value: { scoring?: { individual?: IndividualScoring }; prizes?: IndividualScoring[] }) =>
  !value.scoring?.individual || !value.prizes?.includes(value.scoring.individual)

/** Whole days from `startDate` to `endDate`, both counted. */
export function competitionDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1
}

const datesInOrder = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate
const notTooLong = (value: { startDate?: string; endDate?: string }) =>
  !value.startDate || !value.endDate || competitionDays(value.startDate, value.endDate) <= COMPETITION_MAX_DAYS

export const CreateCompetitionInputSchema = z
  .object({
    name: NameSchema,
    description: DescriptionSchema.default(''),
    /** First day, in the community's time zone. */
    startDate: DayDateSchema,
    /** Last day, counted in full. */
    endDate: DayDateSchema,
    graceHours: GraceHoursSchema.default(COMPETITION_DEFAULT_GRACE_HOURS),
    participation: ParticipationSchema.default('everyone'),
    scoring: CompetitionScoringSchema,
    prizes: PrizesSchema.default([]),
  })
  .refine(prizesBesideMain, { path: ['prizes'], message: m.prizeIsMainScoring })
  .refine(datesInOrder, { path: ['endDate'], message: m.competitionEndBeforeStart })
  .refine(notTooLong, {
    path: ['endDate'],
    message: formatApiMessage('competitionTooLong', { max: COMPETITION_MAX_DAYS }),
  })
export type CreateCompetitionInput = z.input<typeof CreateCompetitionInputSchema>
/** A create call's body once checked, its defaults filled in. */
export type CreateCompetitionValues = z.output<typeof CreateCompetitionInputSchema>

/**
 * An admin's edit: any subset of the fields. Changing the dates, grace period, participation or
 * scoring of a competition that has started moves its boards, so it needs `confirmRecompute`.
 */
export const UpdateCompetitionInputSchema = z
  .object({
    name: NameSchema.optional(),
    description: DescriptionSchema.optional(),
    startDate: DayDateSchema.optional(),
    endDate: DayDateSchema.optional(),
    graceHours: GraceHoursSchema.optional(),
    participation: ParticipationSchema.optional(),
    scoring: CompetitionScoringSchema.optional(),
    prizes: PrizesSchema.optional(),
    confirmRecompute: z.boolean().optional(),
  })
  .strict()
export type UpdateCompetitionInput = z.input<typeof UpdateCompetitionInputSchema>
export type UpdateCompetitionValues = z.output<typeof UpdateCompetitionInputSchema>

export const CompetitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  graceHours: z.number().int(),
  status: z.enum(competitionStatuses),
  participation: z.enum(participationModes),
  scoring: z.object({
    individual: z.enum(individualScorings),
    target: z.number().int().optional(),
    team: z.enum(teamScorings),
  }),
  /** Extra prizes beside the main board, each a podium by another scoring; none for a member's contest. */
  prizes: z.array(z.enum(individualScorings)),
  /** Whether the viewer takes part: always for `everyone`, once joined for `opt-in`. */
  joined: z.boolean(),
  /** When the first day begins, the last day ends and the results become final (ISO instants). */
  startsAt: z.string(),
  endsAt: z.string(),
  finalAt: z.string(),
  /** Members taking part. */
  participants: z.number().int(),
  /** For a contest a member started (decision 137): its format and starter; null for the community's. */
  contest: z
    .object({
      format: z.enum(MEMBER_CONTEST_FORMATS),
      startedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
      /** Invitations not answered yet. */
      pending: z.number().int(),
    })
    .nullable(),
})
export type Competition = z.infer<typeof CompetitionSchema>

export const CompetitionListSchema = z.array(CompetitionSchema)

export const CompetitionParamsSchema = z.object({ id: IdSchema })

export const CompetitionBoardQuerySchema = z.object({
  limit: z.coerce
    .number({ error: m.limitNotNumber })
    .int()
    .min(1)
    .max(COMPETITION_BOARD_MAX_LIMIT)
    .default(COMPETITION_BOARD_DEFAULT_LIMIT),
  offset: z.coerce.number({ error: m.offsetNotNumber }).int().min(0).max(10_000_000).default(0),
})

export const CompetitionBoardRowSchema = z.object({
  rank: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string(), avatarUrl: z.string().nullable() }),
  score: z.number(),
  steps: z.number(),
  daysOnTarget: z.number().int(),
  streak: z.number().int(),
})
export type CompetitionBoardRow = z.infer<typeof CompetitionBoardRowSchema>

export const CompetitionBoardSchema = z.object({
  status: z.enum(competitionStatuses),
  /** True once the results are frozen: nothing moves them any more. */
  final: z.boolean(),
  users: z.array(CompetitionBoardRowSchema),
  /** The viewer's own row wherever it is on the board; null when they do not take part. */
  me: CompetitionBoardRowSchema.nullable(),
  /** Members on the board. */
  total: z.number().int(),
  /** The team the viewer's last counted day went to: theirs on the team board. */
  myTeamId: z.number().int().nullable(),
})
export type CompetitionBoard = z.infer<typeof CompetitionBoardSchema>

export const CompetitionTeamRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  score: z.number(),
  /** Members who counted for the team on at least one day. */
  members: z.number().int(),
})
export type CompetitionTeamRow = z.infer<typeof CompetitionTeamRowSchema>

export const CompetitionTeamsSchema = z.object({
  status: z.enum(competitionStatuses),
  final: z.boolean(),
  teams: z.array(CompetitionTeamRowSchema),
})
export type CompetitionTeams = z.infer<typeof CompetitionTeamsSchema>

/** A competition the viewer takes part in that is running, with where they stand. */
export const MyCompetitionSchema = z.object({
  competition: CompetitionSchema,
  rank: z.number().int(),
  score: z.number(),
  /** Members on its board. */
  total: z.number().int(),
  next: z
    .object({
      user: z.object({ id: z.number().int(), username: z.string() }),
      score: z.number(),
      /** What the viewer's score must grow by to be ahead of them. */
      toPass: z.number(),
    })
    .nullable()
    .describe('The nearest member with a higher score than the viewer; null for a leader'),
})
export const MyCompetitionsSchema = z.array(MyCompetitionSchema)
export type MyCompetition = z.infer<typeof MyCompetitionSchema>

/** A place on a prize's podium. */
export const PrizePlaceSchema = z.object({
  rank: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string(), avatarUrl: z.string().nullable() }),
  score: z.number(),
})
export type PrizePlace = z.infer<typeof PrizePlaceSchema>

/**
 * A competition's extra prizes, each with its podium: the members ranked first to third by that
 * scoring (ties share a place, so a podium may hold more than three), once their score is above 0.
 */
export const CompetitionPrizesSchema = z.object({
  /** True once the podiums are frozen with the results: nothing moves them any more. */
  final: z.boolean(),
  prizes: z.array(z.object({ scoring: z.enum(individualScorings), podium: z.array(PrizePlaceSchema) })),
})
export type CompetitionPrizes = z.infer<typeof CompetitionPrizesSchema>
