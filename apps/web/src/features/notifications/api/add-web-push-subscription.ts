import { NotificationSettingsSchema, type WebPushSubscription } from '@stepup/contract'
import { api } from '../../../lib/api-client.ts'

/** Tells the server this browser's subscription: its pushes reach the member from now on. */
export const addWebPushSubscription = async (subscription: WebPushSubscription) =>
  NotificationSettingsSchema.parse((await api.POST('/api/me/web-push-subscriptions', { body: subscription })).data)
