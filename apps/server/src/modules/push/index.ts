export { pushRoutes } from './push.routes.ts'
export { connectedAppsSql, connectionsOf, hasSyncedSql, lastPushClientSql, lastSyncSql } from './connections.queries.ts'
export { revokePushTokensOf } from './push.service.ts'
