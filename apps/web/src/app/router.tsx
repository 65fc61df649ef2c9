import { createBrowserRouter } from 'react-router'
import { ChallengeDetailsPage } from '../features/challenges/routes/challenge-details-page.tsx'
import { ChallengesPage } from '../features/challenges/routes/challenges-page.tsx'
import { CreateChallengePage } from '../features/challenges/routes/create-challenge-page.tsx'
import { ForgotPasswordPage } from '../features/auth/routes/forgot-password-page.tsx'
import { FriendsPage } from '../features/friends/routes/friends-page.tsx'
import { UserProfilePage } from '../features/friends/routes/user-profile-page.tsx'
import { AllTeamsPage } from '../features/teams/routes/all-teams-page.tsx'
import { TeamDetailPage } from '../features/teams/routes/team-detail-page.tsx'
import { TeamsPage } from '../features/teams/routes/teams-page.tsx'
import { LoginPage } from '../features/auth/routes/login-page.tsx'
import { NoProfilePage } from '../features/auth/routes/no-profile-page.tsx'
import { ResetPasswordPage } from '../features/auth/routes/reset-password-page.tsx'
import { SignupPage } from '../features/auth/routes/signup-page.tsx'
import { LandingPage } from '../features/landing/routes/landing-page.tsx'
import { ProfilePage } from '../features/profile/routes/profile-page.tsx'
import { SettingsPage } from '../features/settings/routes/settings-page.tsx'
import { AdminPage } from '../features/admin/routes/admin-page.tsx'
import { AllScoresPage } from '../features/scores/routes/all-scores-page.tsx'
import { MyScoresPage } from '../features/scores/routes/my-scores-page.tsx'
import { TeamScoresPage } from '../features/scores/routes/team-scores-page.tsx'
import { RootLayout } from './layout/root-layout.tsx'
import { NotFound } from './routes/not-found.tsx'
import { Placeholder } from './routes/placeholder.tsx'
import { RouteError } from './routes/route-error.tsx'

/**
 * Every route of SPEC §2, inside the layout (header, footer, route guard). Pages not built yet
 * show their heading. Which pages guests may open is decided in layout/route-guard.ts.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/profile/:userId', element: <UserProfilePage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/no-profile', element: <NoProfilePage /> },
      { path: '/chats', element: <Placeholder title="Chats" /> },
      { path: '/myscores', element: <MyScoresPage /> },
      { path: '/allScores', element: <AllScoresPage /> },
      { path: '/TeamsScores', element: <TeamScoresPage /> },
      { path: '/admin', element: <AdminPage /> },
      { path: '/allTeams', element: <AllTeamsPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/challenges', element: <ChallengesPage /> },
      { path: '/challenges/create', element: <CreateChallengePage /> },
      { path: '/challenges/:id', element: <ChallengeDetailsPage /> },
      { path: '/teams', element: <TeamsPage /> },
      { path: '/teams/:teamId', element: <TeamDetailPage /> },
      { path: '/friends', element: <FriendsPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
])
