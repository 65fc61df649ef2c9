import { HC_WEBHOOK_SETTINGS_FILE_NAME } from '@stepup/contract'
import { describe, expect, it } from 'vitest'
import { authorizationValue, healthAutoExportLink, likelyPlatform, settingsFileText } from './setup-links.ts'

const url = 'https://steps.example.org/api/push/steps'
const token = 'sup_abc-DEF_123'

describe('the Health Auto Export link', () => {
  it('fills a REST API automation with the URL and the Bearer header, every value encoded', () => {
    const link = healthAutoExportLink(url, token)
    expect(link.startsWith('com.HealthExport://automation?')).toBe(true)
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1))
    expect(query.get('url')).toBe(url)
    expect(query.get('headers')).toBe(`Authorization,Bearer ${token}`)
    expect(query.get('format')).toBe('json')
    expect(query.get('datatype')).toBe('healthmetrics')
    expect(query.get('interval')).toBe('days')
    expect(query.get('syncinterval')).toBe('hours')
    expect(query.get('syncquantity')).toBe('1')
    expect(query.get('enabled')).toBe('true')
    // A space in the header is written %20, never '+', which the app would keep as a plus.
    expect(link).toContain('Bearer%20sup_')
  })
})

describe('the HC Webhook settings file', () => {
  it('holds the URL and the Bearer token in its one webhook', () => {
    const file = JSON.parse(settingsFileText(url, token, 1_700_000_000_000)) as {
      exportedAt: number
      webhookConfigs: { url: string; headers: Record<string, string> }[]
    }
    expect(file.exportedAt).toBe(1_700_000_000_000)
    expect(file.webhookConfigs).toHaveLength(1)
    expect(file.webhookConfigs[0]!.url).toBe(url)
    expect(file.webhookConfigs[0]!.headers.Authorization).toBe(authorizationValue(token))
    expect(HC_WEBHOOK_SETTINGS_FILE_NAME.endsWith('.json')).toBe(true)
  })
})

describe('likelyPlatform', () => {
  it('offers the iPhone steps on Apple phones and the Android steps elsewhere', () => {
    expect(likelyPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('iphone')
    expect(likelyPlatform('Mozilla/5.0 (Linux; Android 15; Pixel 8)')).toBe('android')
    expect(likelyPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('android')
  })
})
