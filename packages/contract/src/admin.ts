import { z } from 'zod'
import { ErrorSchema } from './common.ts'

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
