import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router'
import { loadNamespaces } from '../lib/i18n.ts'
import { RootLayout } from './layout/root-layout.tsx'
import { NotFound } from './routes/not-found.tsx'
import { RouteError } from './routes/route-error.tsx'

/**
 * Loads a page's module on its first visit, so the first page downloads only its own code
 * (docs/decisions/060).
 */
async function page<M extends Record<K, ComponentType>, K extends keyof M>(
  module: Promise<M>,
  name: K,
  namespaces: string[],
) {
  // The page's translations load beside its code, so a page never renders before its strings.
  // Pages with a form also read `errors`: the contract's messages, translated.
  const [loaded] = await Promise.all([module, loadNamespaces(namespaces)])
  return { Component: loaded[name] }
}

/**
 * What the first load shows until the page's code and strings arrive: an empty frame, as before
 * any page renders, rather than a header in English that switches language a moment later.
 */
function FirstLoad() {
  return <div className="min-h-screen" aria-busy="true" />
}

/**
 * Every page of the app, inside the layout (header, footer, route guard). Which pages guests may
 * open is decided in layout/route-guard.ts.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      {
        // A page that fails to load or render shows its error inside the layout, so the header
        // and navigation stay usable; the outer boundary only catches a broken layout.
        errorElement: <RouteError />,
        children: [
          {
            path: '/',
            // Home shows a member's running competitions, in the competitions' words.
            lazy: () =>
              page(import('../features/landing/routes/landing-page.tsx'), 'LandingPage', ['landing', 'competitions']),
          },
          {
            path: '/login',
            lazy: () => page(import('../features/auth/routes/login-page.tsx'), 'LoginPage', ['auth', 'errors']),
          },
          {
            path: '/signup',
            lazy: () => page(import('../features/auth/routes/signup-page.tsx'), 'SignupPage', ['auth', 'errors']),
          },
          {
            path: '/profile',
            lazy: () =>
              page(import('../features/profile/routes/profile-page.tsx'), 'ProfilePage', ['profile', 'errors']),
          },
          {
            path: '/profile/:userId',
            lazy: () => page(import('../features/users/routes/user-profile-page.tsx'), 'UserProfilePage', ['friends']),
          },
          {
            path: '/forgot-password',
            lazy: () =>
              page(import('../features/auth/routes/forgot-password-page.tsx'), 'ForgotPasswordPage', [
                'auth',
                'errors',
              ]),
          },
          {
            path: '/reset-password',
            lazy: () =>
              page(import('../features/auth/routes/reset-password-page.tsx'), 'ResetPasswordPage', ['auth', 'errors']),
          },
          {
            path: '/no-profile',
            lazy: () => page(import('../features/auth/routes/no-profile-page.tsx'), 'NoProfilePage', ['auth']),
          },
          {
            path: '/about',
            lazy: () => page(import('../features/about/routes/about-page.tsx'), 'AboutPage', ['about']),
          },
          {
            path: '/chats',
            lazy: () => page(import('../features/chats/routes/chats-page.tsx'), 'ChatsPage', ['chats']),
          },
          {
            path: '/myscores',
            lazy: () =>
              page(import('../features/scores/routes/my-scores-page.tsx'), 'MyScoresPage', [
                'scores',
                'competitions',
                'audit',
                'errors',
              ]),
          },
          {
            path: '/imports',
            lazy: () =>
              page(import('../features/imports/routes/imports-page.tsx'), 'ImportsPage', ['imports', 'errors']),
          },
          {
            path: '/allScores',
            lazy: () => page(import('../features/scores/routes/all-scores-page.tsx'), 'AllScoresPage', ['scores']),
          },
          {
            path: '/TeamsScores',
            lazy: () => page(import('../features/scores/routes/team-scores-page.tsx'), 'TeamScoresPage', ['scores']),
          },
          {
            path: '/admin',
            lazy: () => page(import('../features/admin/routes/admin-page.tsx'), 'AdminPage', ['admin', 'errors']),
          },
          {
            path: '/admin/members',
            lazy: () =>
              page(import('../features/members/routes/members-page.tsx'), 'MembersPage', ['members', 'errors']),
          },
          {
            path: '/admin/members/:id',
            lazy: () => page(import('../features/members/routes/member-page.tsx'), 'MemberPage', ['members', 'errors']),
          },
          {
            path: '/admin/review',
            lazy: () =>
              page(import('../features/fair-play/routes/review-page.tsx'), 'ReviewPage', ['review', 'errors']),
          },
          {
            path: '/admin/audit',
            lazy: () => page(import('../features/audit/routes/audit-page.tsx'), 'AuditPage', ['audit']),
          },
          {
            path: '/allTeams',
            lazy: () => page(import('../features/teams/routes/all-teams-page.tsx'), 'AllTeamsPage', ['teams']),
          },
          {
            path: '/settings',
            lazy: () => page(import('../features/settings/routes/settings-page.tsx'), 'SettingsPage', ['settings']),
          },
          {
            path: '/challenges',
            lazy: () =>
              page(import('../features/challenges/routes/challenges-page.tsx'), 'ChallengesPage', ['challenges']),
          },
          {
            path: '/challenges/create',
            lazy: () =>
              page(import('../features/challenges/routes/create-challenge-page.tsx'), 'CreateChallengePage', [
                'challenges',
                'errors',
              ]),
          },
          {
            path: '/challenges/:id',
            lazy: () =>
              page(import('../features/challenges/routes/challenge-details-page.tsx'), 'ChallengeDetailsPage', [
                'challenges',
                'errors',
              ]),
          },
          {
            path: '/competitions',
            lazy: () =>
              page(import('../features/competitions/routes/competitions-page.tsx'), 'CompetitionsPage', [
                'competitions',
                'errors',
              ]),
          },
          {
            path: '/competitions/:id',
            lazy: () =>
              page(import('../features/competitions/routes/competition-page.tsx'), 'CompetitionPage', [
                'competitions',
                'errors',
              ]),
          },
          {
            path: '/teams',
            lazy: () => page(import('../features/teams/routes/teams-page.tsx'), 'TeamsPage', ['teams']),
          },
          {
            path: '/teams/:teamId',
            lazy: () => page(import('../features/teams/routes/team-detail-page.tsx'), 'TeamDetailPage', ['teams']),
          },
          {
            path: '/friends',
            lazy: () => page(import('../features/friends/routes/friends-page.tsx'), 'FriendsPage', ['friends']),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
])
