import { NOTIFICATION_KINDS, type ChannelSettings, type NotificationSettings } from '@stepup/contract'

/** Every kind by email and push, as the community's defaults are out of the box. */
export const allOn = (): ChannelSettings =>
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { email: true, push: true }])) as ChannelSettings

/** A member's settings: the defaults, push off for friend requests, quiet hours 22:00–07:00. */
export const memberSettings = (): NotificationSettings => {
  const defaults = allOn()
  defaults.friendRequest = { email: true, push: false }
  return {
    channels: allOn(),
    defaults,
    quietHours: { from: '22:00', to: '07:00' },
    timeZone: 'Europe/Madrid',
    pushSubscriptions: 0,
  }
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
