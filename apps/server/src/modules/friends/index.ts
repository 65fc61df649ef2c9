export { areFriends, friendIdsOf, friendshipStateSql } from './friends.queries.ts'
export { friendsRoutes } from './friends.routes.ts'
