/** Friends: the member's friends and friend requests (/friends). Teams invite from the friends list. */
export { useFriends } from './api/get-friends.ts'
export { useSendFriendRequest } from './api/send-friend-request.ts'
