import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router'
import { hasStoredLogin, useAuth, useMe } from '../../lib/auth.ts'
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
  const { isLoggedIn } = useAuth()
  const location = useLocation()
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
      <Header />
      {isLoggedIn && <MeRefresher />}
      <main id="main" className="flex flex-1 flex-col">
        {redirect ? <Navigate to={redirect} replace /> : <Outlet />}
      </main>
      <Footer />
      {isLoggedIn && <TabBar />}
      {isLoggedIn && (
        <Suspense fallback={null}>
          <AchievementCelebration />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  )
}
