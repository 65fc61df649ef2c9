import { z } from 'zod'

export const MAX_DAILY_STEPS = 100_000
/** A member may enter steps for today and this many days back (DESIGN §3). */
export const MANUAL_ENTRY_DAYS_BACK = 7
export const INGEST_MAX_ENTRIES = 10_000
export const BOARD_DEFAULT_LIMIT = 100
export const BOARD_MAX_LIMIT = 500

export const PeriodSchema = z.enum(['all', 'week', 'month'], { error: 'must be all, week or month' })
export type Period = z.infer<typeof PeriodSchema>

/** A calendar date written YYYY-MM-DD. */
export const DayDateSchema = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1970-01-01'
  }, 'Date is not a real calendar date')

export const DailyStepsSchema = z
  .number({ error: 'Steps must be a number' })
  .int('Steps must be a whole number')
  .min(0, 'Steps must be at least 0')
  .max(MAX_DAILY_STEPS, `Steps must be at most ${MAX_DAILY_STEPS.toLocaleString('en-US')}`)

export const ScoreDaySchema = z.object({
  date: z.string(),
  steps: z.number().int(),
  bonus: z.number().int(),
  total: z.number().int(),
})
export type ScoreDay = z.infer<typeof ScoreDaySchema>

export const ScoreHistorySchema = z.array(ScoreDaySchema)

export const ManualStepsInputSchema = z.object({ date: DayDateSchema, steps: DailyStepsSchema })
export type ManualStepsInput = z.infer<typeof ManualStepsInputSchema>

export const BoardQuerySchema = z.object({
  period: PeriodSchema.default('all'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(BOARD_MAX_LIMIT)
    .default(BOARD_DEFAULT_LIMIT),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(10_000_000).default(0),
})
export type BoardQuery = z.infer<typeof BoardQuerySchema>

export const BoardEntrySchema = z.object({
  rank: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string(), avatarUrl: z.string().nullable() }),
  steps: z.number(),
  bonus: z.number(),
  total: z.number(),
})
export type BoardEntry = z.infer<typeof BoardEntrySchema>

export const ScoresOverviewSchema = z.object({
  users: z.array(BoardEntrySchema),
  totals: z.object({ steps: z.number(), bonus: z.number(), overall: z.number(), moneyEquivalent: z.number() }),
  total: z.number().int(),
})
export type ScoresOverview = z.infer<typeof ScoresOverviewSchema>

export const TeamBoardQuerySchema = z.object({ period: PeriodSchema.default('all') })

export const TeamScoreSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  teamTotal: z.number(),
  rank: z.number().int(),
  totalMembers: z.number().int(),
})
export type TeamScore = z.infer<typeof TeamScoreSchema>
export const TeamScoresSchema = z.array(TeamScoreSchema)

export const MoneyPer100StepsSchema = z
  .number({ error: 'Money per 100 steps must be a number' })
  .min(0, 'Money per 100 steps must be at least 0')
  .max(1_000_000, 'Money per 100 steps must be at most 1,000,000')
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    'Money per 100 steps has at most 2 decimals',
  )

const HttpUrlSchema = z.url({ protocol: /^https?$/ })

export const CommunityUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Community link must be at most 2048 characters')
  .refine(
    (value) => value === '' || HttpUrlSchema.safeParse(value).success,
    'Community link must be an http(s) URL or empty',
  )

export const ScoreConfigSchema = z.object({
  moneyPer100Steps: z.number(),
  allowManualSteps: z.boolean(),
  communityUrl: z.string(),
})
export type ScoreConfig = z.infer<typeof ScoreConfigSchema>

export const ScoreConfigInputSchema = z
  .object({
    moneyPer100Steps: MoneyPer100StepsSchema.optional(),
    allowManualSteps: z.boolean({ error: 'Manual entry must be true or false' }).optional(),
    communityUrl: CommunityUrlSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to update')
export type ScoreConfigInput = z.infer<typeof ScoreConfigInputSchema>

/** One wearable reading; validated row by row so a 400 can name every bad row. */
export const IngestEntrySchema = z.object({
  sensorUserId: z.string({ error: 'sensorUserId is required' }).trim().min(1, 'sensorUserId is required').max(128),
  date: DayDateSchema,
  steps: DailyStepsSchema,
})
export type IngestEntry = z.infer<typeof IngestEntrySchema>

export const IngestInputSchema = z.object({
  entries: z
    .array(z.unknown(), { error: 'entries must be a list' })
    .max(INGEST_MAX_ENTRIES, `entries may hold at most ${INGEST_MAX_ENTRIES.toLocaleString('en-US')} rows a call`),
})

export const IngestResultSchema = z.object({ accepted: z.number().int(), unknownSensorIds: z.array(z.string()) })
export type IngestResult = z.infer<typeof IngestResultSchema>
