/** Connect: a member's phone sends its steps by itself (/connect); Home shows when it last did. */
export { usePushTokens } from './api/get-push-tokens.ts'
