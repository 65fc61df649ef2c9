import { NotificationSettingsSchema } from '@stepup/contract'
import { api } from '../../../lib/api-client.ts'

/** Stops the pushes to the browser with this endpoint. */
export const removeWebPushSubscription = async (endpoint: string) =>
  NotificationSettingsSchema.parse(
    (await api.DELETE('/api/me/web-push-subscriptions', { params: { query: { endpoint } } })).data,
  )
