import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router'
import { i18nReady } from '../lib/i18n.ts'
import { RootLayout } from './layout/root-layout.tsx'
import { NotFound } from './routes/not-found.tsx'
import { RouteError } from './routes/route-error.tsx'

/**
 * Loads a page's module on its first visit, so the first page downloads only its own code
 * (docs/decisions/060).
 */
async function page<M extends Record<K, ComponentType>, K extends keyof M>(module: Promise<M>, name: K) {
  // The translations load beside the page's code, so a page never renders before its strings.
  const [loaded] = await Promise.all([module, i18nReady])
  return { Component: loaded[name] }
}

/**
 * Every route of SPEC §2, inside the layout (header, footer, route guard). Which pages guests may
 * open is decided in layout/route-guard.ts.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails to load or render shows its error inside the layout, so the header
        // and navigation stay usable; the outer boundary only catches a broken layout.
        errorElement: <RouteError />,
        children: [
          { path: '/', lazy: () => page(import('../features/landing/routes/landing-page.tsx'), 'LandingPage') },
          { path: '/login', lazy: () => page(import('../features/auth/routes/login-page.tsx'), 'LoginPage') },
          { path: '/signup', lazy: () => page(import('../features/auth/routes/signup-page.tsx'), 'SignupPage') },
          { path: '/profile', lazy: () => page(import('../features/profile/routes/profile-page.tsx'), 'ProfilePage') },
          {
            path: '/profile/:userId',
            lazy: () => page(import('../features/friends/routes/user-profile-page.tsx'), 'UserProfilePage'),
          },
          {
            path: '/forgot-password',
            lazy: () => page(import('../features/auth/routes/forgot-password-page.tsx'), 'ForgotPasswordPage'),
          },
          {
            path: '/reset-password',
            lazy: () => page(import('../features/auth/routes/reset-password-page.tsx'), 'ResetPasswordPage'),
          },
          {
            path: '/no-profile',
            lazy: () => page(import('../features/auth/routes/no-profile-page.tsx'), 'NoProfilePage'),
          },
          { path: '/about', lazy: () => page(import('../features/about/routes/about-page.tsx'), 'AboutPage') },
          { path: '/chats', lazy: () => page(import('../features/chats/routes/chats-page.tsx'), 'ChatsPage') },
          {
            path: '/myscores',
            lazy: () => page(import('../features/scores/routes/my-scores-page.tsx'), 'MyScoresPage'),
          },
          {
            path: '/allScores',
            lazy: () => page(import('../features/scores/routes/all-scores-page.tsx'), 'AllScoresPage'),
          },
          {
            path: '/TeamsScores',
            lazy: () => page(import('../features/scores/routes/team-scores-page.tsx'), 'TeamScoresPage'),
          },
          { path: '/admin', lazy: () => page(import('../features/admin/routes/admin-page.tsx'), 'AdminPage') },
          {
            path: '/allTeams',
            lazy: () => page(import('../features/teams/routes/all-teams-page.tsx'), 'AllTeamsPage'),
          },
          {
            path: '/settings',
            lazy: () => page(import('../features/settings/routes/settings-page.tsx'), 'SettingsPage'),
          },
          {
            path: '/challenges',
            lazy: () => page(import('../features/challenges/routes/challenges-page.tsx'), 'ChallengesPage'),
          },
          {
            path: '/challenges/create',
            lazy: () => page(import('../features/challenges/routes/create-challenge-page.tsx'), 'CreateChallengePage'),
          },
          {
            path: '/challenges/:id',
            lazy: () =>
              page(import('../features/challenges/routes/challenge-details-page.tsx'), 'ChallengeDetailsPage'),
          },
          { path: '/teams', lazy: () => page(import('../features/teams/routes/teams-page.tsx'), 'TeamsPage') },
          {
            path: '/teams/:teamId',
            lazy: () => page(import('../features/teams/routes/team-detail-page.tsx'), 'TeamDetailPage'),
          },
          { path: '/friends', lazy: () => page(import('../features/friends/routes/friends-page.tsx'), 'FriendsPage') },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
])
