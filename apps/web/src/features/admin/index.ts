/**
 * The admin's home: the to-do list (on /admin and on the admin's own profile) and the
 * sub-navigation the router puts above every admin page.
 */
export { AdminTodo } from './components/admin-todo.tsx'
export { AdminNav, AdminSection } from './components/admin-nav.tsx'
export { communitySettingsQuery, useCommunitySettings } from './api/member-contest-settings.ts'
