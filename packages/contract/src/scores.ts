import { z } from 'zod'
import { GoalSchema } from './goals.ts'
import { apiMessages as m, formatApiMessage } from './messages.ts'
import { HistoryDaySchema, ImportDaysBackSchema, SourcePrioritySchema, StepSourceSchema } from './sources.ts'

export const MAX_DAILY_STEPS = 100_000
/** A member may enter steps for today and this many days back. */
export const MANUAL_ENTRY_DAYS_BACK = 7
export const INGEST_MAX_ENTRIES = 10_000
/**
 * Wearables and CSV files may date a day up to this many days after the server's today: a
 * device's calendar can run up to 26 hours ahead of the server's time zone.
 */
export const MAX_DAYS_AHEAD = 2
export const SENSOR_USER_ID_MAX_LENGTH = 128
export const BOARD_DEFAULT_LIMIT = 100
export const BOARD_MAX_LIMIT = 500

export const PeriodSchema = z.enum(['all', 'week', 'month'], { error: m.periodInvalid })
export type Period = z.infer<typeof PeriodSchema>

/**
 * Whether `value` is a real calendar date from 1970 on, written YYYY-MM-DD. zod's ISO date pattern
 * knows month lengths and leap years, and costs far less than a Date per value (ingest checks
 * 10,000 dates a call).
 */
const isDayDate = (value: string) => value >= '1970-01-01' && z.regexes.date.test(value)

/** A calendar date written YYYY-MM-DD. */
export const DayDateSchema = z
  .string({ error: m.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateFormat)
  .refine(isDayDate, m.dateNotReal)

export const DailyStepsSchema = z
  .number({ error: m.stepsNotNumber })
  .int(m.stepsNotWhole)
  .min(0, m.stepsNegative)
  .max(MAX_DAILY_STEPS, formatApiMessage('stepsTooHigh', { max: MAX_DAILY_STEPS }))

export const ScoreHistorySchema = z.array(HistoryDaySchema)

export const ManualStepsInputSchema = z.object({ date: DayDateSchema, steps: DailyStepsSchema })
export type ManualStepsInput = z.infer<typeof ManualStepsInputSchema>

export const BoardQuerySchema = z.object({
  period: PeriodSchema.default('all'),
  limit: z.coerce.number({ error: m.limitNotNumber }).int().min(1).max(BOARD_MAX_LIMIT).default(BOARD_DEFAULT_LIMIT),
  offset: z.coerce.number({ error: m.offsetNotNumber }).int().min(0).max(10_000_000).default(0),
  around: z
    .enum(['me'], { error: m.aroundInvalid })
    .optional()
    .describe("`me`: instead of `offset`, the `limit` rows around the viewer's own, the viewer in the middle"),
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
  totals: z.object({
    steps: z.number(),
    bonus: z.number(),
    overall: z.number(),
    moneyEquivalent: z.number().describe('steps / 100 × moneyPer100Steps: the steps only, not the bonus'),
    /** The rate and currency the money equivalent was worked out in, so the board can say what it is. */
    moneyPer100Steps: z.number(),
    currency: z.string(),
  }),
  total: z.number().int(),
  /** Where the page starts on the board: the offset asked for, or the one `around` found. */
  offset: z.number().int().optional(),
})
export type ScoresOverview = z.infer<typeof ScoresOverviewSchema>

export const TeamBoardQuerySchema = z.object({ period: PeriodSchema.default('all') })

/** Where the viewer stands on the individual board for a period, wherever that is on the page. */
export const StandingQuerySchema = z.object({ period: PeriodSchema.default('all') })
export const BoardStandingSchema = z.object({
  rank: z.number().int(),
  steps: z.number(),
  bonus: z.number(),
  total: z.number(),
})
export type BoardStanding = z.infer<typeof BoardStandingSchema>

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
  .number({ error: m.moneyNotNumber })
  .min(0, m.moneyNegative)
  .max(1_000_000, formatApiMessage('moneyTooHigh', { max: 1_000_000 }))
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, m.moneyDecimals)

/** The currencies the runtime can format; an older runtime without the list accepts any well-formed code. */
function isKnownCurrency(code: string) {
  const intl = Intl as { supportedValuesOf?: (key: 'currency') => string[] }
  return intl.supportedValuesOf ? intl.supportedValuesOf('currency').includes(code) : true
}

/** The currency money is shown in: an ISO 4217 code that `Intl` knows, US dollars by default. */
export const CurrencySchema = z
  .string({ error: m.currencyInvalid })
  .regex(/^[A-Z]{3}$/, m.currencyInvalid)
  .refine(isKnownCurrency, m.currencyInvalid)
export const DEFAULT_CURRENCY = 'USD'

const HttpUrlSchema = z.url({ protocol: /^https?$/ })

export const CommunityUrlSchema = z
  .string()
  .trim()
  .max(2048, formatApiMessage('communityUrlTooLong', { max: 2048 }))
  .refine((value) => value === '' || HttpUrlSchema.safeParse(value).success, m.communityUrlInvalid)

export const ScoreConfigSchema = z.object({
  moneyPer100Steps: z.number(),
  currency: z.string().describe('ISO 4217 code of the currency the money equivalent is shown in'),
  allowManualSteps: z.boolean(),
  communityUrl: z.string(),
  sourcePriority: z.array(StepSourceSchema).describe("Where a day's steps come from, highest priority first"),
  importDaysBack: z.number().int().describe('How many days back (today included) imports and pushes may reach'),
  goalMin: z.number().int().describe('The lowest daily goal a member may set'),
  goalMax: z.number().int().describe('The highest daily goal a member may set'),
  defaultGoal: z.number().int().describe('The daily goal of members who set none'),
})
export type ScoreConfig = z.infer<typeof ScoreConfigSchema>

export const ScoreConfigInputSchema = z
  .object({
    moneyPer100Steps: MoneyPer100StepsSchema.optional(),
    currency: CurrencySchema.optional(),
    allowManualSteps: z.boolean({ error: m.manualEntrySwitchInvalid }).optional(),
    communityUrl: CommunityUrlSchema.optional(),
    sourcePriority: SourcePrioritySchema.optional(),
    importDaysBack: ImportDaysBackSchema.optional(),
    goalMin: GoalSchema.optional(),
    goalMax: GoalSchema.optional(),
    defaultGoal: GoalSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), m.nothingToUpdate)
export type ScoreConfigInput = z.infer<typeof ScoreConfigInputSchema>

/** One wearable reading; validated row by row so a 400 can name every bad row. */
export const IngestEntrySchema = z.object({
  sensorUserId: z
    .string({ error: m.sensorUserIdRequired })
    .trim()
    .min(1, m.sensorUserIdRequired)
    .max(SENSOR_USER_ID_MAX_LENGTH),
  date: DayDateSchema,
  steps: DailyStepsSchema,
})
export type IngestEntry = z.infer<typeof IngestEntrySchema>

export const IngestInputSchema = z.object({
  entries: z
    .array(z.unknown(), { error: m.entriesNotList })
    .max(INGEST_MAX_ENTRIES, formatApiMessage('entriesTooMany', { max: INGEST_MAX_ENTRIES })),
})

/**
 * The ingest body as the API document shows it: each entry has the shape of `IngestEntrySchema`,
 * checked row by row once the list itself is accepted.
 */
export const IngestInputRowsSchema = z.object({
  entries: z.array(IngestEntrySchema).max(INGEST_MAX_ENTRIES),
})

export const IngestResultSchema = z.object({
  accepted: z.number().int(),
  unknownSensorIds: z.array(z.string()).describe('Sensor ids no member holds: their entries were skipped'),
  deactivatedSensorIds: z
    .array(z.string())
    .optional()
    .describe("Deactivated members' sensor ids, when there are any: their entries were skipped"),
})
export type IngestResult = z.infer<typeof IngestResultSchema>
