import type { WebPushSubscription } from '@stepup/contract'

/**
 * What this browser can do with web push: `supported`; `homeScreen`, an iPhone or iPad whose
 * Safari shows web push only to a site added to the Home Screen and opened from there (iOS 16.4 or
 * later); or `unsupported`.
 */
export type PushSupport = 'supported' | 'homeScreen' | 'unsupported'

/** What the support is read from: the browser's objects, or a test's stand-ins. */
export interface PushEnvironment {
  userAgent: string
  platform: string
  maxTouchPoints: number
  /** Opened from the Home Screen: Safari's `navigator.standalone`, or the `standalone` display mode. */
  standalone: boolean
  serviceWorker: boolean
  pushManager: boolean
  notification: boolean
}

export function browserEnvironment(): PushEnvironment {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: iosStandalone || (window.matchMedia?.('(display-mode: standalone)').matches ?? false),
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
  }
}

/** An iPhone, iPod or iPad, also an iPad whose Safari asks for desktop sites (it says "Macintosh" then). */
export const isAppleMobile = ({ userAgent, platform, maxTouchPoints }: PushEnvironment) =>
  /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)

export function pushSupport(environment: PushEnvironment): PushSupport {
  if (isAppleMobile(environment) && !environment.standalone) return 'homeScreen'
  if (!environment.serviceWorker || !environment.pushManager || !environment.notification) return 'unsupported'
  return 'supported'
}

/** A base64url string, such as the server's VAPID public key, as bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  const text = atob(base64)
  const bytes = new Uint8Array(text.length)
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index)
  return bytes
}

/** Whether a subscription was made for this key (the server's key may have changed since). */
export function sameKey(subscribed: ArrayBuffer | null | undefined, key: Uint8Array) {
  if (!subscribed) return false
  const bytes = new Uint8Array(subscribed)
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index])
}

/** A subscription as the server takes it: its endpoint and keys. */
export function subscriptionBody(subscription: PushSubscription): WebPushSubscription {
  const json = subscription.toJSON()
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
}
