import { z } from 'zod'
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

/** The days report's range, first and last day included. */
export const DaysReportQuerySchema = z
  .object({ from: DayDateSchema, to: DayDateSchema })
  .refine((range) => range.to >= range.from, { message: m.reportRangeReversed, path: ['to'] })
  .refine((range) => dayNumber(range.to) - dayNumber(range.from) < REPORT_MAX_DAYS, {
    message: formatApiMessage('reportRangeTooLong', { days: REPORT_MAX_DAYS }),
    path: ['to'],
  })
export type DaysReportQuery = z.infer<typeof DaysReportQuerySchema>
