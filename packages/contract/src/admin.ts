import { z } from 'zod'

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
  rejected: z.array(z.object({ line: z.number().int(), error: z.string() })),
})
export type StepsImportResult = z.infer<typeof StepsImportResultSchema>
