import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { hcWebhookSettingsFile } from './connect.ts'

/**
 * The HC Webhook app's settings file as its own reader takes it (`SettingsExport`, read with
 * kotlinx.serialization's default `Json`, which refuses a field it does not know and a null where
 * the type has none), field by field from the app's source: SettingsExport.kt, WebhookConfig.kt,
 * ScheduledSync.kt, NotificationConfig.kt and the enums SyncMode and HealthDataType.
 */
const HEALTH_DATA_TYPES = [
  'STEPS',
  'SLEEP',
  'HEART_RATE',
  'HEART_RATE_VARIABILITY',
  'DISTANCE',
  'ACTIVE_CALORIES',
  'TOTAL_CALORIES',
  'WEIGHT',
  'HEIGHT',
  'BLOOD_PRESSURE',
  'BLOOD_GLUCOSE',
  'OXYGEN_SATURATION',
  'BODY_TEMPERATURE',
  'SKIN_TEMPERATURE',
  'RESPIRATORY_RATE',
  'RESTING_HEART_RATE',
  'EXERCISE',
  'HYDRATION',
  'NUTRITION',
  'BASAL_METABOLIC_RATE',
  'BODY_FAT',
  'LEAN_BODY_MASS',
  'VO2_MAX',
  'BONE_MASS',
  'MENSTRUATION_FLOW',
  'MENSTRUATION_PERIOD',
  'INTERMENSTRUAL_BLEEDING',
  'OVULATION_TEST',
  'CERVICAL_MUCUS',
  'SEXUAL_ACTIVITY',
  'BASAL_BODY_TEMPERATURE',
] as const
const int = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 31 - 1)
const WebhookConfig = z.strictObject({
  url: z.string(),
  name: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  isEnabled: z.boolean().optional(),
  dataTypeFilter: z.array(z.enum(HEALTH_DATA_TYPES)).nullable().optional(),
  notificationConfigIds: z.array(z.string()).optional(),
})
const ScheduledSync = z.strictObject({
  id: z.string().optional(),
  hour: int,
  minute: int,
  label: z.string().optional(),
  enabled: z.boolean().optional(),
})
const SettingsExport = z.strictObject({
  appVersion: int.optional(),
  exportedAt: z.number().int().optional(),
  webhookConfigs: z.array(WebhookConfig).optional(),
  enabledDataTypes: z.array(z.string()).optional(),
  syncMode: z.enum(['INTERVAL', 'SCHEDULED']).optional(),
  syncIntervalMinutes: int.optional(),
  scheduledSyncs: z.array(ScheduledSync).optional(),
  localTcpEnabled: z.boolean().optional(),
  localTcpPort: int.optional(),
  notificationConfigs: z.array(z.unknown()).optional(),
  heartRateDownsampleMinutes: int.optional(),
  stepsResolutionMinutes: int.optional(),
  dataTypeResolutions: z.record(z.string(), int).optional(),
})

describe('the HC Webhook settings file', () => {
  const file = hcWebhookSettingsFile('https://steps.example.com/api/push/steps', 'sup_token', 1_764_400_000_000)

  it('has only the fields the app reads, each of the type it reads', () => {
    expect(() => SettingsExport.parse(JSON.parse(JSON.stringify(file)))).not.toThrow()
  })

  it("posts to the member's URL with their token, steps only, a total a day, every hour", () => {
    expect(file.webhookConfigs).toEqual([
      expect.objectContaining({
        url: 'https://steps.example.com/api/push/steps',
        headers: { Authorization: 'Bearer sup_token' },
        isEnabled: true,
        dataTypeFilter: ['STEPS'],
      }),
    ])
    // The app keeps the types it knows and drops the rest without a word: STEPS must be one.
    expect(file.enabledDataTypes.every((type) => (HEALTH_DATA_TYPES as readonly string[]).includes(type))).toBe(true)
    expect(file.enabledDataTypes).toEqual(['STEPS'])
    // A non-empty map is applied instead of the older per-type fields: -1 is "daily".
    expect(file.dataTypeResolutions).toEqual({ STEPS: -1 })
    expect(file).toMatchObject({ syncMode: 'INTERVAL', syncIntervalMinutes: 60, localTcpEnabled: false })
  })
})
