export { notificationsPlugin, type Notifications, type NotificationsOptions } from './notifications.plugin.ts'
export { notificationsRoutes } from './notifications.routes.ts'
export { notify, withdrawUnsent, withdrawUnsentOf, type Notice } from './outbox.ts'
export { removeWebPushSubscriptionsOf } from './preferences.service.ts'
