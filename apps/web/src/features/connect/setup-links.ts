import { HC_WEBHOOK_SETTINGS_FILE_NAME, hcWebhookSettingsFile } from '@stepup/contract'

/** HC Webhook on Google Play: free and open source, it reads Health Connect and posts to a webhook. */
export const HC_WEBHOOK_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.hcwebhook.app'

/** Health Auto Export on the App Store. */
export const HEALTH_AUTO_EXPORT_APP_STORE_URL = 'https://apps.apple.com/app/health-auto-export-json-csv/id1115567069'

/** The value of the `Authorization` header a phone sends with each push. */
export const authorizationValue = (token: string) => `Bearer ${token}`

/** The body a Shortcut or a script sends: the day as yyyy-MM-dd and its steps. */
export const ENTRIES_TEMPLATE = '{ "entries": [{ "date": "<yyyy-MM-dd>", "steps": <sum> }] }'

/**
 * The link that makes Health Auto Export add a REST API automation, with only the parameters its
 * "Configuration & Deep Linking" page documents: the URL, a name, the header as `key,value`, JSON
 * health metrics aggregated by day, its default period (yesterday and today), enabled, synced every
 * hour. The metric (Step Count) is chosen in the app: the link has no parameter for it.
 */
export function healthAutoExportLink(url: string, token: string) {
  const parameters: [string, string][] = [
    ['url', url],
    ['name', 'StepUp'],
    ['headers', `Authorization,${authorizationValue(token)}`],
    ['format', 'json'],
    ['datatype', 'healthmetrics'],
    ['aggregatedata', 'true'],
    ['period', 'none'],
    ['interval', 'days'],
    ['syncinterval', 'hours'],
    ['syncquantity', '1'],
    ['enabled', 'true'],
  ]
  const query = parameters.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
  return `com.HealthExport://automation?${query}`
}

/** The settings file HC Webhook imports, as the text that is saved. */
export const settingsFileText = (url: string, token: string, now = Date.now()) =>
  `${JSON.stringify(hcWebhookSettingsFile(url, token, now), null, 2)}\n`

/** Hands the settings file to the browser to save. */
export function downloadSettingsFile(url: string, token: string) {
  const blob = new Blob([settingsFileText(url, token)], { type: 'application/json' })
  const href = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href, download: HC_WEBHOOK_SETTINGS_FILE_NAME })
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}

export type Platform = 'android' | 'iphone'

/** The tab a visitor most likely needs: iPhone on an Apple phone or tablet, else Android. */
export const likelyPlatform = (userAgent: string): Platform =>
  /iPhone|iPad|iPod/i.test(userAgent) ? 'iphone' : 'android'
