/**
 * The settings file the HC Webhook Android app imports (its "Settings backup" screen): the app's
 * own `SettingsExport` shape, every field it reads and no other (its reader refuses unknown
 * fields). Importing it replaces the app's webhooks and data types with StepUp's URL and the
 * member's token, steps only, a total per day, synced every hour.
 */
export function hcWebhookSettingsFile(url: string, token: string, exportedAt: number) {
  return {
    appVersion: 1,
    exportedAt,
    webhookConfigs: [
      {
        url,
        name: 'StepUp',
        headers: { Authorization: `Bearer ${token}` },
        isEnabled: true,
        dataTypeFilter: ['STEPS'],
        notificationConfigIds: [],
      },
    ],
    enabledDataTypes: ['STEPS'],
    syncMode: 'INTERVAL',
    syncIntervalMinutes: 60,
    scheduledSyncs: [],
    localTcpEnabled: false,
    localTcpPort: 8787,
    notificationConfigs: [],
    heartRateDownsampleMinutes: 0,
    stepsResolutionMinutes: -1,
    dataTypeResolutions: { STEPS: -1 },
  }
}

/** The file name the settings download takes. */
export const HC_WEBHOOK_SETTINGS_FILE_NAME = 'stepup-hc-webhook-settings.json'
