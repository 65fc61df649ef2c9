export { pushRoutes } from './push.routes.ts'
export { connectedAppsSql, connectionsOf, hasSyncedSql, lastSyncSql } from './connections.queries.ts'
