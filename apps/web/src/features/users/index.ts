/**
 * Users: members as others see them, found by name (the friends page's search, the member picker)
 * and a member's profile (/profile/:userId).
 */
export { useUserSearch } from './api/search-users.ts'
export { MemberPicker } from './components/member-picker.tsx'
