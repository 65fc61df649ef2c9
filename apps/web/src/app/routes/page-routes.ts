import { createElement } from 'react'
import { lazyPage, type LazyPage } from '../../lib/lazy-page.ts'

/**
 * Who a page is for. `anyone`: guests and members. `guests`: a logged-in member is sent home.
 * `members`: a guest is sent to /no-profile. `admins`: so are guests, and a member who is not an
 * admin sees why the page is not theirs instead of it.
 */
export type Access = 'anyone' | 'guests' | 'members' | 'admins'

export interface PageRoute {
  path: string
  access: Access
  page: LazyPage
}

/**
 * An admin page under the sub-navigation every admin page shares, loaded with it and its strings;
 * the page itself stays in its own feature.
 */
function adminSection(page: LazyPage): LazyPage {
  return {
    namespaces: [...new Set([...page.namespaces, 'admin'])],
    load: async () => {
      const [loaded, { AdminSection }] = await Promise.all([page.load(), import('../../features/admin/index.ts')])
      const { Page } = loaded
      return { ...loaded, Page: () => createElement(AdminSection, null, createElement(Page)) }
    },
  }
}

/**
 * The pages, each loaded on its first visit with the translation namespaces it reads. My Scores
 * also shows the member's competitions and what admins changed, and Home the member's
 * competitions, in those features' words, and both the member's goal in the goals' words; Home and
 * Profile (where a login lands) show the admins' announcements, in the notifications' words; a
 * member's profile reads the friends page's and the achievements' (with the sentence that says why
 * they are hidden); login and sign-up show the provider's button in single sign-on's.
 */
const pages = {
  landing: lazyPage(() => import('../../features/landing/routes/landing-page.tsx'), 'LandingPage', [
    'landing',
    'home',
    'joining',
    'goals',
    'competitions',
    'notifications',
    'errors',
  ]),
  login: lazyPage(() => import('../../features/auth/routes/login-page.tsx'), 'LoginPage', [
    'auth',
    'single-sign-on',
    'errors',
  ]),
  signup: lazyPage(() => import('../../features/auth/routes/signup-page.tsx'), 'SignupPage', [
    'auth',
    'joining',
    'single-sign-on',
    'errors',
  ]),
  verifyEmail: lazyPage(() => import('../../features/joining/routes/verify-email-page.tsx'), 'VerifyEmailPage', [
    'joining',
    'errors',
  ]),
  forgotPassword: lazyPage(() => import('../../features/auth/routes/forgot-password-page.tsx'), 'ForgotPasswordPage', [
    'auth',
    'errors',
  ]),
  resetPassword: lazyPage(() => import('../../features/auth/routes/reset-password-page.tsx'), 'ResetPasswordPage', [
    'auth',
    'errors',
  ]),
  noProfile: lazyPage(() => import('../../features/auth/routes/no-profile-page.tsx'), 'NoProfilePage', ['auth']),
  about: lazyPage(() => import('../../features/about/routes/about-page.tsx'), 'AboutPage', ['about']),
  profile: lazyPage(() => import('../../features/profile/routes/profile-page.tsx'), 'ProfilePage', [
    'profile',
    'achievements',
    'notifications',
    'errors',
  ]),
  memberProfile: lazyPage(() => import('../../features/users/routes/user-profile-page.tsx'), 'UserProfilePage', [
    'friends',
    'achievements',
    'errors',
  ]),
  chats: lazyPage(() => import('../../features/chats/routes/chats-page.tsx'), 'ChatsPage', ['chats']),
  myScores: lazyPage(() => import('../../features/scores/routes/my-scores-page.tsx'), 'MyScoresPage', [
    'scores',
    'goals',
    'competitions',
    'audit',
    'errors',
  ]),
  imports: lazyPage(() => import('../../features/imports/routes/imports-page.tsx'), 'ImportsPage', [
    'imports',
    'errors',
  ]),
  connect: lazyPage(() => import('../../features/connect/routes/connect-page.tsx'), 'ConnectPage', [
    'connect',
    'errors',
  ]),
  allScores: lazyPage(() => import('../../features/scores/routes/all-scores-page.tsx'), 'AllScoresPage', ['scores']),
  teamScores: lazyPage(() => import('../../features/scores/routes/team-scores-page.tsx'), 'TeamScoresPage', ['scores']),
  settings: lazyPage(() => import('../../features/settings/routes/settings-page.tsx'), 'SettingsPage', ['settings']),
  notifications: lazyPage(
    () => import('../../features/notifications/routes/notifications-page.tsx'),
    'NotificationsPage',
    ['notifications', 'errors'],
  ),
  unsubscribe: lazyPage(() => import('../../features/notifications/routes/unsubscribe-page.tsx'), 'UnsubscribePage', [
    'notifications',
    'errors',
  ]),
  adminNotifications: adminSection(
    lazyPage(
      () => import('../../features/notifications/routes/admin-notifications-page.tsx'),
      'AdminNotificationsPage',
      ['notifications', 'errors'],
    ),
  ),
  challenges: lazyPage(() => import('../../features/challenges/routes/challenges-page.tsx'), 'ChallengesPage', [
    'challenges',
  ]),
  challenge: lazyPage(
    () => import('../../features/challenges/routes/challenge-details-page.tsx'),
    'ChallengeDetailsPage',
    ['challenges', 'errors'],
  ),
  competitions: lazyPage(() => import('../../features/competitions/routes/competitions-page.tsx'), 'CompetitionsPage', [
    'competitions',
    'errors',
  ]),
  competition: lazyPage(() => import('../../features/competitions/routes/competition-page.tsx'), 'CompetitionPage', [
    'competitions',
    'errors',
  ]),
  teams: lazyPage(() => import('../../features/teams/routes/teams-page.tsx'), 'TeamsPage', ['teams']),
  team: lazyPage(() => import('../../features/teams/routes/team-detail-page.tsx'), 'TeamDetailPage', ['teams']),
  friends: lazyPage(() => import('../../features/friends/routes/friends-page.tsx'), 'FriendsPage', ['friends']),
  admin: adminSection(
    lazyPage(() => import('../../features/admin/routes/admin-page.tsx'), 'AdminPage', ['admin', 'errors']),
  ),
  adminImports: adminSection(
    lazyPage(() => import('../../features/admin/routes/admin-imports-page.tsx'), 'AdminImportsPage', [
      'admin',
      'errors',
    ]),
  ),
  adminAchievements: adminSection(
    lazyPage(() => import('../../features/achievements/routes/admin-achievements-page.tsx'), 'AdminAchievementsPage', [
      'achievements',
      'errors',
    ]),
  ),
  adminInvitations: adminSection(
    lazyPage(() => import('../../features/joining/routes/admin-invitations-page.tsx'), 'AdminInvitationsPage', [
      'joining',
      'errors',
    ]),
  ),
  adminSingleSignOn: adminSection(
    lazyPage(
      () => import('../../features/single-sign-on/routes/admin-single-sign-on-page.tsx'),
      'AdminSingleSignOnPage',
      ['single-sign-on', 'errors'],
    ),
  ),
  rules: adminSection(
    lazyPage(() => import('../../features/admin/routes/rules-page.tsx'), 'RulesPage', ['admin', 'errors']),
  ),
  reports: adminSection(
    lazyPage(() => import('../../features/admin/routes/reports-page.tsx'), 'ReportsPage', ['admin', 'errors']),
  ),
  members: adminSection(
    lazyPage(() => import('../../features/members/routes/members-page.tsx'), 'MembersPage', ['members', 'errors']),
  ),
  member: adminSection(
    lazyPage(() => import('../../features/members/routes/member-page.tsx'), 'MemberPage', ['members', 'errors']),
  ),
  review: adminSection(
    lazyPage(() => import('../../features/fair-play/routes/review-page.tsx'), 'ReviewPage', ['review', 'errors']),
  ),
  audit: adminSection(lazyPage(() => import('../../features/audit/routes/audit-page.tsx'), 'AuditPage', ['audit'])),
  allTeams: lazyPage(() => import('../../features/teams/routes/all-teams-page.tsx'), 'AllTeamsPage', ['teams'], {
    refusal: 'AllTeamsRefusal',
  }),
  createChallenge: lazyPage(
    () => import('../../features/challenges/routes/create-challenge-page.tsx'),
    'CreateChallengePage',
    ['challenges', 'errors'],
    { refusal: 'CreateChallengeRefusal' },
  ),
}

/** Every page of the app: its address and who it is for. */
export const pageRoutes: PageRoute[] = [
  { path: '/', access: 'anyone', page: pages.landing },
  { path: '/forgot-password', access: 'anyone', page: pages.forgotPassword },
  { path: '/reset-password', access: 'anyone', page: pages.resetPassword },
  { path: '/no-profile', access: 'anyone', page: pages.noProfile },
  { path: '/about', access: 'anyone', page: pages.about },
  { path: '/unsubscribe', access: 'anyone', page: pages.unsubscribe },
  // Opened from a confirmation mail, often where nobody is logged in.
  { path: '/verify-email', access: 'anyone', page: pages.verifyEmail },

  { path: '/login', access: 'guests', page: pages.login },
  { path: '/signup', access: 'guests', page: pages.signup },

  { path: '/profile', access: 'members', page: pages.profile },
  { path: '/profile/:userId', access: 'members', page: pages.memberProfile },
  { path: '/chats', access: 'members', page: pages.chats },
  { path: '/myscores', access: 'members', page: pages.myScores },
  { path: '/imports', access: 'members', page: pages.imports },
  { path: '/connect', access: 'members', page: pages.connect },
  { path: '/allScores', access: 'members', page: pages.allScores },
  { path: '/TeamsScores', access: 'members', page: pages.teamScores },
  { path: '/settings', access: 'members', page: pages.settings },
  { path: '/notifications', access: 'members', page: pages.notifications },
  { path: '/challenges', access: 'members', page: pages.challenges },
  { path: '/challenges/:id', access: 'members', page: pages.challenge },
  { path: '/competitions', access: 'members', page: pages.competitions },
  { path: '/competitions/:id', access: 'members', page: pages.competition },
  { path: '/teams', access: 'members', page: pages.teams },
  { path: '/teams/:teamId', access: 'members', page: pages.team },
  { path: '/friends', access: 'members', page: pages.friends },

  { path: '/admin', access: 'admins', page: pages.admin },
  { path: '/admin/members', access: 'admins', page: pages.members },
  { path: '/admin/members/:id', access: 'admins', page: pages.member },
  { path: '/admin/invitations', access: 'admins', page: pages.adminInvitations },
  { path: '/admin/single-sign-on', access: 'admins', page: pages.adminSingleSignOn },
  { path: '/admin/review', access: 'admins', page: pages.review },
  { path: '/admin/rules', access: 'admins', page: pages.rules },
  { path: '/admin/achievements', access: 'admins', page: pages.adminAchievements },
  { path: '/admin/imports', access: 'admins', page: pages.adminImports },
  { path: '/admin/reports', access: 'admins', page: pages.reports },
  { path: '/admin/audit', access: 'admins', page: pages.audit },
  { path: '/admin/notifications', access: 'admins', page: pages.adminNotifications },
  { path: '/allTeams', access: 'admins', page: pages.allTeams },
  { path: '/challenges/create', access: 'admins', page: pages.createChallenge },
]
