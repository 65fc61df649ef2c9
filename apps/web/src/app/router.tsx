import { createBrowserRouter } from 'react-router'
import { ChallengeDetailsPage } from '../features/challenges/routes/challenge-details-page.tsx'
import { ChallengesPage } from '../features/challenges/routes/challenges-page.tsx'
import { CreateChallengePage } from '../features/challenges/routes/create-challenge-page.tsx'
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
      { path: '/', element: <Placeholder title="StepUp" /> },
      { path: '/login', element: <Placeholder title="Log In" /> },
      { path: '/signup', element: <Placeholder title="Sign Up" /> },
      { path: '/profile', element: <Placeholder title="Profile" /> },
      { path: '/profile/:userId', element: <Placeholder title="Profile" /> },
      { path: '/forgot-password', element: <Placeholder title="Forgot password" /> },
      { path: '/reset-password', element: <Placeholder title="Reset password" /> },
      { path: '/no-profile', element: <Placeholder title="You are not logged in" /> },
      { path: '/chats', element: <Placeholder title="Chats" /> },
      { path: '/myscores', element: <Placeholder title="My Scores" /> },
      { path: '/allScores', element: <Placeholder title="All Scores" /> },
      { path: '/TeamsScores', element: <Placeholder title="Team Scores" /> },
      { path: '/admin', element: <Placeholder title="Admin" /> },
      { path: '/allTeams', element: <Placeholder title="All Teams" /> },
      { path: '/settings', element: <Placeholder title="Settings" /> },
      { path: '/challenges', element: <ChallengesPage /> },
      { path: '/challenges/create', element: <CreateChallengePage /> },
      { path: '/challenges/:id', element: <ChallengeDetailsPage /> },
      { path: '/teams', element: <Placeholder title="Teams" /> },
      { path: '/teams/:teamId', element: <Placeholder title="Team" /> },
      { path: '/friends', element: <Placeholder title="Friends" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
])
