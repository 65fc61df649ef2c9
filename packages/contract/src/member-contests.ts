import { z } from 'zod'
import { apiMessages as m, formatApiMessage } from './messages.ts'
import {
  COMPETITION_NAME_MAX_LENGTH,
  CompetitionSchema,
  MEMBER_CONTEST_FORMATS,
  type MemberContestFormat,
} from './competitions.ts'
import { DayDateSchema } from './scores.ts'

// Contests a member starts with friends or team-mates (docs/decisions/137); the formats are in competitions.ts.

/** People in one contest, the starter included. */
export const MEMBER_CONTEST_MAX_PEOPLE = 10
/** The longest duel, in days. */
export const MEMBER_CONTEST_MAX_DAYS = 31
/** How far ahead a duel or a goal day may begin, in days from today. */
export const MEMBER_CONTEST_DAYS_AHEAD = 60
/** Late syncs count for a day after a member's contest ends. */
export const MEMBER_CONTEST_GRACE_HOURS = 24
/** Running or upcoming contests one member may have started, unless the admin set otherwise. */
export const DEFAULT_MAX_MEMBER_CONTESTS = 3
export const MAX_MEMBER_CONTESTS_LIMIT = 20

const DAY_MS = 86_400_000
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
/** 0 for Sunday … 6 for Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/**
 * The days a format's contest covers, seen from `today`: the coming weekend (this one when today
 * is Saturday), the coming workweek (this one when today is Monday), or the days chosen.
 */
export function memberContestDays(
  format: MemberContestFormat,
  today: string,
  chosen: { startDate?: string | undefined; endDate?: string | undefined },
): { startDate: string | undefined; endDate: string | undefined } {
  switch (format) {
    case 'weekendWarrior': {
      const saturday = addDays(today, (6 - weekday(today) + 7) % 7)
      return { startDate: saturday, endDate: addDays(saturday, 1) }
    }
    case 'workweekHustle': {
      const monday = addDays(today, (1 - weekday(today) + 7) % 7)
      return { startDate: monday, endDate: addDays(monday, 4) }
    }
    case 'goalDay':
      return { startDate: chosen.startDate, endDate: chosen.startDate }
    case 'duel':
      return { startDate: chosen.startDate, endDate: chosen.endDate }
  }
}

const InviteesSchema = z
  .array(
    z.number({ error: m.contestInviteesInvalid }).int(m.contestInviteesInvalid).positive(m.contestInviteesInvalid),
    {
      error: m.contestInviteesInvalid,
    },
  )
  .min(1, m.contestInviteSomeone)
  .max(MEMBER_CONTEST_MAX_PEOPLE - 1, formatApiMessage('contestTooManyPeople', { max: MEMBER_CONTEST_MAX_PEOPLE }))
  .refine((ids) => new Set(ids).size === ids.length, m.contestInviteeRepeated)

/** A member's new contest: the format, a name, whom to invite and, for a duel or goal day, its days. */
export const StartMemberContestInputSchema = z
  .object({
    format: z.enum(MEMBER_CONTEST_FORMATS, { error: m.contestFormatInvalid }),
    name: z
      .string({ error: m.competitionNameRequired })
      .trim()
      .min(1, m.competitionNameRequired)
      .max(
        COMPETITION_NAME_MAX_LENGTH,
        formatApiMessage('competitionNameTooLong', { max: COMPETITION_NAME_MAX_LENGTH }),
      ),
    invitees: InviteesSchema,
    /** The first day of a duel, or a goal day's day; the other formats' days follow from today. */
    startDate: DayDateSchema.optional(),
    /** The last day of a duel. */
    endDate: DayDateSchema.optional(),
  })
  .strict()
  .superRefine((value, issues) => {
    if (value.format === 'duel' && value.invitees.length !== 1) {
      issues.addIssue({ code: 'custom', path: ['invitees'], message: m.contestDuelIsTwo })
    }
    if ((value.format === 'duel' || value.format === 'goalDay') && !value.startDate) {
      issues.addIssue({ code: 'custom', path: ['startDate'], message: m.contestNeedsDay })
    }
    if (value.format === 'duel' && !value.endDate) {
      issues.addIssue({ code: 'custom', path: ['endDate'], message: m.contestNeedsLastDay })
    }
  })
export type StartMemberContestInput = z.input<typeof StartMemberContestInputSchema>
export type StartMemberContestValues = z.output<typeof StartMemberContestInputSchema>

/** An invitation waiting for the viewer's answer. */
export const ContestInvitationSchema = z.object({
  competition: CompetitionSchema,
  from: z.object({ id: z.number().int(), username: z.string(), avatarUrl: z.string().nullable() }),
})
export type ContestInvitation = z.infer<typeof ContestInvitationSchema>
export const ContestInvitationsSchema = z.array(ContestInvitationSchema)

export const ContestInvitationAnswerSchema = z
  .object({ accept: z.boolean({ error: m.contestInvitationClosed }) })
  .strict()
export type ContestInvitationAnswer = z.infer<typeof ContestInvitationAnswerSchema>

/** Whom the viewer may invite: their friends and team-mates, with who of them is which. */
export const ContestCandidateSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  friend: z.boolean(),
  teamMate: z.boolean(),
})
export type ContestCandidate = z.infer<typeof ContestCandidateSchema>

export const MemberContestsInfoSchema = z.object({
  /** Whether the community lets members start contests at all. */
  enabled: z.boolean(),
  /** Running or upcoming contests a member may have started. */
  limit: z.number().int(),
  /** The viewer's own running or upcoming contests. */
  started: z.number().int(),
  /** The community's today: the formats' days follow from it. */
  today: z.string(),
  candidates: z.array(ContestCandidateSchema),
})
export type MemberContestsInfo = z.infer<typeof MemberContestsInfoSchema>

/** The admin's part of the settings: the switch and the limit per member. */
export const MemberContestConfigSchema = z.object({
  memberContestsEnabled: z.boolean(),
  maxMemberContests: z.number().int(),
})
export const MemberContestConfigInputSchema = z.object({
  memberContestsEnabled: z.boolean({ error: m.memberContestsSwitchInvalid }).optional(),
  maxMemberContests: z
    .number({ error: m.maxMemberContestsInvalid })
    .int(m.maxMemberContestsInvalid)
    .min(1, m.maxMemberContestsInvalid)
    .max(MAX_MEMBER_CONTESTS_LIMIT, m.maxMemberContestsInvalid)
    .optional(),
})
