/** Friends: the member's friends and friend requests (/friends). Teams invite from the friends list. */
export { useFriends } from './api/get-friends.ts'
export { useFriendRequests } from './api/get-friend-requests.ts'
export { useSendFriendRequest } from './api/send-friend-request.ts'
