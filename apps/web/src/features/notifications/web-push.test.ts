import { describe, expect, it } from 'vitest'
import { base64UrlToBytes, isAppleMobile, pushSupport, sameKey, type PushEnvironment } from './web-push.ts'

const chrome: PushEnvironment = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  platform: 'Linux x86_64',
  maxTouchPoints: 0,
  standalone: false,
  serviceWorker: true,
  pushManager: true,
  notification: true,
}

const iphoneSafari: PushEnvironment = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  platform: 'iPhone',
  maxTouchPoints: 5,
  standalone: false,
  serviceWorker: true,
  pushManager: false,
  notification: false,
}

describe('pushSupport', () => {
  it('lets a browser with a service worker, push and notifications turn it on', () => {
    expect(pushSupport(chrome)).toBe('supported')
  })

  it('sends an iPhone in Safari to the Home Screen, and lets the app opened from there turn it on', () => {
    expect(pushSupport(iphoneSafari)).toBe('homeScreen')
    expect(pushSupport({ ...iphoneSafari, standalone: true, pushManager: true, notification: true })).toBe('supported')
  })

  it('knows an iPad that asks for desktop sites by its touch screen', () => {
    const ipad = { ...chrome, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15' }
    expect(isAppleMobile({ ...ipad, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true)
    expect(isAppleMobile({ ...ipad, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false)
  })

  it('says so where push is missing: an older iPhone app, or a page not served over https', () => {
    expect(pushSupport({ ...iphoneSafari, standalone: true })).toBe('unsupported')
    expect(pushSupport({ ...chrome, serviceWorker: false })).toBe('unsupported')
  })
})

describe('base64UrlToBytes', () => {
  it('reads the unpadded base64url of a VAPID key', () => {
    const bytes = new Uint8Array([4, 251, 255, 0, 62, 63, 200])
    const base64url = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    expect(base64url).toMatch(/[-_]/)
    expect([...base64UrlToBytes(base64url)]).toEqual([...bytes])
  })

  it('compares a subscription’s key with the server’s', () => {
    const key = new Uint8Array([1, 2, 3])
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true)
    expect(sameKey(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false)
    expect(sameKey(null, key)).toBe(false)
  })
})
