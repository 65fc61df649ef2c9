import { z } from 'zod'
import { ErrorSchema } from './common.ts'
import { apiMessages as m } from './messages.ts'
import { DailyStepsSchema, DayDateSchema } from './scores.ts'
import { ImportFormatSchema } from './sources.ts'

export const ImportStatusSchema = z.enum(['processing', 'ready', 'applied', 'failed', 'removed'])
export type ImportStatus = z.infer<typeof ImportStatusSchema>

export const ImportSummarySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: ImportFormatSchema,
  status: ImportStatusSchema,
  createdAt: z.string(),
  firstDate: z.string().nullable().describe('The first day in the file with steps'),
  lastDate: z.string().nullable(),
  days: z.number().int().describe('Days that count (or counted, once applied)'),
  steps: z.number().int().describe('Steps of the days that count'),
})
export type ImportSummary = z.infer<typeof ImportSummarySchema>
export const ImportListSchema = z.array(ImportSummarySchema)

export const SourceKindSchema = z.enum(['watch', 'phone', 'device', 'app'])
export type SourceKind = z.infer<typeof SourceKindSchema>

export const ImportSourceSchema = z.object({
  name: z.string(),
  kind: SourceKindSchema,
  days: z.number().int(),
  steps: z.number().int().describe('All the steps the source recorded, before overlaps are taken out'),
  included: z.boolean(),
})
export type ImportSource = z.infer<typeof ImportSourceSchema>

export const ImportDayReasonSchema = z.enum(['beforeWindow', 'future', 'overDailyMax'])
export type ImportDayReason = z.infer<typeof ImportDayReasonSchema>

export const ImportDaySchema = z.object({
  date: z.string(),
  steps: z.number().int(),
  counted: z.boolean(),
  reason: ImportDayReasonSchema.optional().describe('Why a day does not count'),
})
export type ImportDay = z.infer<typeof ImportDaySchema>

export const ImportDetailSchema = ImportSummarySchema.extend({
  progress: z.number().min(0).max(1),
  error: ErrorSchema.nullable(),
  sources: z.array(ImportSourceSchema).describe('Included sources first, in priority order'),
  days: z.array(ImportDaySchema),
  countsFrom: z.string().describe('The earliest day an import may reach today'),
  countsTo: z.string().describe("Today's date: later days never count"),
})
export type ImportDetail = z.infer<typeof ImportDetailSchema>

/** Sources by name, highest priority first; sources left out are excluded. */
export const ImportSourcesInputSchema = z.object({
  sources: z
    .array(z.string().max(500), { error: m.importSourcesInvalid })
    .min(1, m.importNoSources)
    .max(500)
    .optional(),
})
export type ImportSourcesInput = z.infer<typeof ImportSourcesInputSchema>

/** The apps a push token's pushes came from, told apart by the body they send. */
export const PUSH_CLIENTS = ['hc-webhook', 'health-auto-export', 'entries'] as const
export const PushClientSchema = z.enum(PUSH_CLIENTS)
export type PushClient = z.infer<typeof PushClientSchema>

export const PushTokenSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  url: z.string().describe('Where the phone posts steps'),
  client: PushClientSchema.nullable().describe(
    'The app the last accepted push came from: HC Webhook, Health Auto Export, or `{ entries }` (a Shortcut or script)',
  ),
  clientVersion: z.string().nullable(),
  device: z.string().nullable().describe('The phone or watch the last push named, where the app says'),
  lastSyncAt: z.string().nullable().describe('When a push with this token was last accepted'),
})
export type PushToken = z.infer<typeof PushTokenSchema>
export const PushTokenListSchema = z.array(PushTokenSchema)
export const PushTokenCreatedSchema = PushTokenSchema.extend({
  token: z.string().describe('Shown once: only its hash is kept'),
})
export type PushTokenCreated = z.infer<typeof PushTokenCreatedSchema>

/**
 * The readings one push may carry, over all its metrics (or its `entries`): a month of minute-level
 * step readings (43,200) fits, a week (10,080) many times over. Counted before any is checked.
 */
export const PUSH_MAX_READINGS = 50_000

/** A reading in the body the "Health Auto Export" iOS app posts: a day or a shorter span. */
const HealthAutoExportReadingSchema = z.object({
  date: z
    .string({ error: m.pushDateInvalid })
    .max(64)
    .describe('When the reading starts, with its offset: `2026-11-20 00:00:00 +0100`'),
  qty: z.number({ error: m.stepsNotNumber }).min(0, m.stepsNegative).max(1_000_000),
  source: z.string().max(500).nullish().describe('The devices HealthKit merged the reading from; often null'),
})
export { HealthAutoExportReadingSchema }

/** What HC Webhook says of where a record came from: Health Connect's metadata. */
const HcWebhookMetadataSchema = z.object({
  data_origin: z.string().max(300).describe('The package of the app that wrote the record'),
  recording_method: z.string().max(50).optional(),
  device: z
    .object({
      manufacturer: z.string().max(200).optional(),
      model: z.string().max(200).optional(),
      type: z.number().int().optional().describe("Health Connect's device type: 1 watch, 2 phone, 4 ring, 6 band…"),
    })
    .optional(),
})

/** A step record in the body the HC Webhook Android app posts: a day's total, a record or a bucket. */
export const HcWebhookStepsSchema = z.object({
  count: z.number({ error: m.stepsNotNumber }).int(m.stepsNotNumber).min(0, m.stepsNegative).max(1_000_000),
  start_time: z.iso.datetime({ offset: true, error: m.pushInstantInvalid }),
  end_time: z.iso.datetime({ offset: true, error: m.pushInstantInvalid }),
  metadata: HcWebhookMetadataSchema.optional(),
})
export type HcWebhookSteps = z.infer<typeof HcWebhookStepsSchema>

/** A day's steps in the `{ entries }` push body. */
export const PushEntrySchema = z.object({ date: DayDateSchema, steps: DailyStepsSchema })

/**
 * The push body as it is validated before the handler: its lists as they are, each row checked by
 * the handler, which stops at the 20th bad one. A zod issue for each of 50,000 bad rows took the
 * server for seconds.
 */
export const PushBodySchema = z.union(
  [
    z.object({
      entries: z.array(z.unknown(), { error: m.entriesNotList }).max(PUSH_MAX_READINGS),
    }),
    z.object({
      data: z.object({
        metrics: z
          .array(
            z.object({
              name: z.string().max(200),
              units: z.string().max(50).optional(),
              data: z.array(z.unknown()).max(PUSH_MAX_READINGS),
            }),
          )
          .max(200),
      }),
    }),
    z.object({
      timestamp: z.iso.datetime({ offset: true, error: m.pushInstantInvalid }),
      app_version: z.string().max(100).optional(),
      steps: z.array(z.unknown()).max(PUSH_MAX_READINGS).optional(),
    }),
  ],
  { error: m.pushBodyInvalid },
)
export type PushBody = z.infer<typeof PushBodySchema>

/**
 * The push body as the API document shows it: `{ entries }` rows have the shape of
 * `PushEntrySchema`, the readings of the `step_count` metric that of `HealthAutoExportReadingSchema`;
 * other metrics are ignored. At most PUSH_MAX_READINGS rows or readings in all.
 */
export const PushBodyRowsSchema = z.union([
  z.object({ entries: z.array(PushEntrySchema).max(PUSH_MAX_READINGS) }),
  z.object({
    data: z.object({
      metrics: z
        .array(
          z.object({
            name: z.string().max(200).describe('`step_count` is read; other metrics are ignored'),
            units: z.string().max(50).optional(),
            data: z.array(HealthAutoExportReadingSchema).max(PUSH_MAX_READINGS),
          }),
        )
        .max(200),
    }),
  }),
  z.object({
    timestamp: z.string().describe('When HC Webhook built the body'),
    app_version: z.string().optional(),
    steps: z
      .array(HcWebhookStepsSchema)
      .max(PUSH_MAX_READINGS)
      .optional()
      .describe('Day totals (start at local midnight), records with `metadata`, or N-minute buckets'),
  }),
])

export const PushResultSchema = z.object({
  accepted: z.number().int().describe('Days written (within the days an import may reach)'),
})
export type PushResult = z.infer<typeof PushResultSchema>
