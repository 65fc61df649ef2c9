/**
 * The router's pages, /about included, for journeys that walk all of them. A new page goes
 * here once, and every such journey opens it.
 */

/** Pages a guest may open. */
export const guestPages = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/no-profile',
  '/about',
  '/unsubscribe',
  '/verify-email',
]

/** Guest pages a logged-in member is sent home from. */
export const guestOnlyPages = ['/login', '/signup']

/** Pages that need a login, with the ids given where the path takes one. */
export const memberPages = (ids: { memberId: number; challengeId: number; teamId: number; competitionId: number }) => [
  '/',
  '/profile',
  `/profile/${ids.memberId}`,
  '/chats',
  '/myscores',
  '/imports',
  '/connect',
  '/allScores',
  '/TeamsScores',
  '/competitions',
  `/competitions/${ids.competitionId}`,
  '/admin',
  '/admin/members',
  `/admin/members/${ids.memberId}`,
  '/admin/invitations',
  '/admin/single-sign-on',
  '/admin/review',
  '/admin/rules',
  '/admin/imports',
  '/admin/reports',
  '/admin/audit',
  '/admin/achievements',
  '/admin/notifications',
  '/allTeams',
  '/settings',
  '/notifications',
  '/challenges',
  '/challenges/create',
  `/challenges/${ids.challengeId}`,
  '/teams',
  `/teams/${ids.teamId}`,
  '/friends',
]
