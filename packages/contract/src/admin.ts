import { z } from 'zod'
import { LanguageSchema } from './auth.ts'
import { ErrorSchema } from './common.ts'
import { apiMessages as m, formatApiMessage } from './messages.ts'
import { DayDateSchema } from './scores.ts'

export const AdminSummarySchema = z.object({
  users: z.number().int(),
  teams: z.number().int(),
  steps: z.number(),
  stepsToday: z.number(),
  bonus: z.number(),
  pendingCompletions: z.number().int(),
  days: z.number().int().describe('Member days on record: what a change to the counting rules counts again'),
})
export type AdminSummary = z.infer<typeof AdminSummarySchema>

export const StepsImportResultSchema = z.object({
  imported: z.number().int(),
  /** Each bad line's reason: `error` in English, and its catalogue `key`, `params` and the quoted `value` at fault. */
  rejected: z.array(
    ErrorSchema.extend({
      line: z.number().int(),
      value: z.string().optional().describe('The value at fault, quoted after the sentence'),
    }),
  ),
})
export type StepsImportResult = z.infer<typeof StepsImportResultSchema>

/** The most days one days report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000

/** The language of a report's header line; without one, the column ids scripts read. */
const ReportLanguageSchema = LanguageSchema.optional().describe(
  'The language of the header line (en, es, he); without it, or in English, the column ids (member_id, …)',
)

/** Any report's options: the language of its header line. */
export const ReportQuerySchema = z.object({ lang: ReportLanguageSchema })
export type ReportQuery = z.infer<typeof ReportQuerySchema>

/** The days report's range, first and last day included, and the language of its header line. */
export const DaysReportQuerySchema = z
  .object({ from: DayDateSchema, to: DayDateSchema, lang: ReportLanguageSchema })
  .refine((range) => range.to >= range.from, { message: m.reportRangeReversed, path: ['to'] })
  .refine((range) => dayNumber(range.to) - dayNumber(range.from) < REPORT_MAX_DAYS, {
    message: formatApiMessage('reportRangeTooLong', { days: REPORT_MAX_DAYS }),
    path: ['to'],
  })
export type DaysReportQuery = z.infer<typeof DaysReportQuerySchema>

/** A challenge with proofs waiting for the admin's judgment. */
export const ChallengeToJudgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pending: z.number().int(),
})
export type ChallengeToJudge = z.infer<typeof ChallengeToJudgeSchema>

/** What waits for an admin, each counted where it is handled. */
export const AdminTodoSchema = z.object({
  daysToReview: z.number().int().describe('Flagged days nobody has decided on (the review queue)'),
  proofsToJudge: z.number().int().describe('Challenge proofs waiting for a judgment'),
  challengesToJudge: z
    .array(ChallengeToJudgeSchema)
    .describe('The challenges those proofs belong to, most waiting first (at most 5)'),
  dayRequests: z.number().int().describe("Members' open requests that an admin correct a day"),
  neverSynced: z.number().int().describe('Active members none of whose phone apps has synced yet'),
})
export type AdminTodo = z.infer<typeof AdminTodoSchema>
