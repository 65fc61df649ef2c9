import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router'
import { hasStoredLogin, useAuth, useMe } from '../../lib/auth.ts'
import { loadNamespaces } from '../../lib/i18n.ts'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { guardRedirect } from './route-guard.ts'
import { TabBar } from './tab-bar.tsx'

/** Loaded apart, after the page: the first page's JavaScript does not grow with it. */
const AchievementCelebration = lazy(() =>
  import('../../features/achievements/index.ts').then(({ AchievementCelebration }) => ({
    default: AchievementCelebration,
  })),
)

/**
 * The screen an account that must prove its address first sees instead of every page, loaded
 * with its words only for such an account.
 */
const EmailGate = lazy(() =>
  Promise.all([import('../../features/joining/index.ts'), loadNamespaces(['joining', 'errors'])]).then(
    ([{ EmailGate }]) => ({ default: EmailGate }),
  ),
)

/** Pages an account that waits for its address to be proven may still open: the link that proves it. */
const OPEN_WHILE_UNCONFIRMED = new Set(['/verify-email'])

function MeRefresher() {
  useMe()
  return null
}

/**
 * The frame of every page: language bar, header, the page, footer, a member's tab bar on phones;
 * and the route guard.
 */
export function RootLayout() {
  const { t } = useTranslation('common')
  const { isLoggedIn, user } = useAuth()
  const location = useLocation()
  // Signed up by email domain and not confirmed yet: the server refuses the app's calls until the
  // mailed link is opened, so the pages (and what they ask for) wait behind the screen that says so.
  const unconfirmed = isLoggedIn && user?.mustVerifyEmail === true && !user.emailVerified
  const gated = unconfirmed && !OPEN_WHILE_UNCONFIRMED.has(location.pathname)
  // The guard runs when the location changes. Logging in on /login must not bounce the user to
  // `/` before the page's own navigation to /profile happens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const redirect = useMemo(() => guardRedirect(location.pathname, hasStoredLogin()), [location.key, location.pathname])

  return (
    // A member's phone has the tab bar at the bottom: the page ends above it (see --tab-bar-space).
    <div className="flex min-h-screen flex-col pb-(--tab-bar-space)">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('skipToContent')}
      </a>
      <aside
        aria-label={t('language')}
        className="border-b border-zinc-200 bg-zinc-100/80 dark:border-zinc-800 dark:bg-zinc-950"
      >
        <div className="mx-auto flex h-9 max-w-6xl items-center justify-end px-4">
          <LanguageSwitcher />
        </div>
      </aside>
      <Header navigation={!unconfirmed} />
      {isLoggedIn && <MeRefresher />}
      <main id="main" className="flex flex-1 flex-col">
        {redirect ? (
          <Navigate to={redirect} replace />
        ) : gated ? (
          <Suspense fallback={null}>
            <EmailGate />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
      {isLoggedIn && !unconfirmed && <TabBar />}
      {isLoggedIn && !unconfirmed && (
        <Suspense fallback={null}>
          <AchievementCelebration />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  )
}
