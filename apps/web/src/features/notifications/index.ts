/**
 * Notifications: the member's switches (/notifications), the unsubscribe link's page, the admins'
 * policy and announcements (/admin/notifications), and the announcements on a member's home page.
 */
export { Announcements } from './components/announcements.tsx'
