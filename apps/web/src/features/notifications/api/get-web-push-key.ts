import { WebPushKeySchema } from '@stepup/contract'
import { api } from '../../../lib/api-client.ts'

/** The server's VAPID public key (base64url), which a browser's push subscription is made for. */
export const getWebPushKey = async () =>
  WebPushKeySchema.parse((await api.GET('/api/notifications/web-push-key')).data).publicKey
