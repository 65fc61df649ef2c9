import { z } from 'zod'
import { apiMessages as m, formatApiMessage } from './messages.ts'

/**
 * Where a day's steps can come from, in the default priority: the count of the highest-priority
 * source a day has is the one that counts, never a sum of sources. The admin may reorder them.
 */
export const STEP_SOURCES = ['wearable', 'push', 'import', 'admin', 'manual'] as const
export const StepSourceSchema = z.enum(STEP_SOURCES)
export type StepSource = z.infer<typeof StepSourceSchema>

/**
 * A day row's sources: the five above; `earlier` for steps recorded before the product kept
 * sources, which every other source outranks; `activity`, the activity converter's steps, added to
 * the walking count; and `correction`, an admin's count, which outranks them all.
 */
export const DaySourceSchema = z.enum([...STEP_SOURCES, 'earlier', 'activity', 'correction'])
export type DaySource = z.infer<typeof DaySourceSchema>

/** How far back an import or a push may reach unless the admin says otherwise. */
export const DEFAULT_IMPORT_DAYS_BACK = 30
export const MAX_IMPORT_DAYS_BACK = 3660

export const SourcePrioritySchema = z
  .array(StepSourceSchema, { error: m.sourcePriorityInvalid })
  .refine(
    (order) => order.length === STEP_SOURCES.length && new Set(order).size === STEP_SOURCES.length,
    m.sourcePriorityInvalid,
  )

export const ImportDaysBackSchema = z
  .number({ error: m.importDaysBackInvalid })
  .int(m.importDaysBackInvalid)
  .min(1, m.importDaysBackInvalid)
  .max(MAX_IMPORT_DAYS_BACK, formatApiMessage('importDaysBackTooHigh', { max: MAX_IMPORT_DAYS_BACK }))

export const IMPORT_FORMATS = [
  'apple-health',
  'google-fit',
  'samsung-health',
  'garmin',
  'fitbit',
  'health-auto-export',
] as const
export const ImportFormatSchema = z.enum(IMPORT_FORMATS)
export type ImportFormat = z.infer<typeof ImportFormatSchema>

/** One of a day row's sources and its count. */
export const DaySourceCountSchema = z.object({ source: DaySourceSchema, steps: z.number().int() })

/** A day of My Scores: the counted source, every source's count, and the format of an import. */
export const HistoryDaySchema = z.object({
  date: z.string(),
  steps: z.number().int(),
  bonus: z.number().int(),
  total: z.number().int(),
  source: DaySourceSchema.nullable().describe('The source whose count counts; null for a day with bonus only'),
  sources: z.array(DaySourceCountSchema).describe('Every source the day has, highest priority first'),
  importFormat: ImportFormatSchema.nullable().describe('The format of the import behind the `import` source'),
  flags: z
    .array(z.enum(['cap', 'outlier', 'repeated', 'round']))
    .describe('Why the day is flagged for review: over a cap, an outlier, a repeated count, a round typed number'),
  review: z
    .enum(['pending', 'approved', 'voided'])
    .nullable()
    .describe('Where the flagged day stands; null when it was never flagged'),
  held: z.boolean().describe('Whether the day counts nothing until an admin reviews it'),
  note: z.string().nullable().describe("The admin's reason for voiding or correcting the day"),
})
export type HistoryDay = z.infer<typeof HistoryDaySchema>
