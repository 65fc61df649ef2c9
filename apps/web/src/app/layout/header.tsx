import clsx from 'clsx'
import { Footprints, LogOut, Menu, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { Avatar, Button, buttonClasses } from '../../components/ui/index.ts'
import { useAuth } from '../../lib/auth.ts'
import { navGroups } from './nav-links.ts'
import { ThemeToggle } from './theme-toggle.tsx'

export function Logo() {
  const { t } = useTranslation('common')
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg font-bold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm">
        <Footprints className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">{t('appName')}</span>
    </Link>
  )
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-950/60 dark:text-brand-300'
      : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
  )

/**
 * The header: grouped navigation, greeting, Profile and Logout, theme toggle, mobile menu.
 * Without `navigation` (an account that must confirm its address first) only the greeting, the
 * theme and Logout: every page waits until then.
 */
export function Header({ navigation = true }: { navigation?: boolean }) {
  const { t } = useTranslation('common')
  const { isLoggedIn, isAdmin, user, logout } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const groups = navigation ? navGroups({ isLoggedIn, isAdmin }) : []
  const greeting =
    isLoggedIn && user ? (
      <Trans
        t={t}
        i18nKey="greeting.welcome"
        values={{ username: user.username }}
        components={{ name: <span className="font-semibold text-zinc-900 dark:text-zinc-100" /> }}
      />
    ) : (
      t('greeting.guest')
    )

  // A navigation closes the mobile menu.
  const [menuPath, setMenuPath] = useState(location.pathname)
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const onLogout = async () => {
    setMenuOpen(false)
    // The login page offers the provider's own logout after a session that began there.
    navigate('/login', { state: await logout() })
  }

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <p className="ms-auto hidden truncate text-sm text-zinc-600 md:block dark:text-zinc-400" data-testid="greeting">
          {greeting}
        </p>
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <ThemeToggle />
          {isLoggedIn && user && (
            <div className="hidden items-center gap-1 md:flex">
              {navigation && (
                <Link
                  to="/profile"
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'gap-2 ps-1' })}
                >
                  <Avatar name={user.username} src={user.avatarUrl} size="xs" />
                  {t('nav.profile')}
                </Link>
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={onLogout}
                icon={<LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
              >
                {t('nav.logout')}
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="px-2 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {/* Long languages fit by wrapping to a second line rather than running off the screen. */}
      <nav
        aria-label={t('nav.label')}
        className="mx-auto hidden max-w-6xl flex-wrap items-center gap-x-1 gap-y-1 px-4 pb-2 lg:flex"
      >
        {groups.map((group, index) => (
          <div
            key={group.id}
            role="group"
            aria-label={t(`nav.groups.${group.id}`)}
            className="flex flex-wrap items-center gap-1"
          >
            {index > 0 && <span className="mx-2 h-5 w-px bg-zinc-200 dark:bg-zinc-700" aria-hidden="true" />}
            <span className="me-1 text-[11px] font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400">
              {t(`nav.groups.${group.id}`)}
            </span>
            {group.links.map((link) => (
              <NavLink key={link.to} to={link.to} end className={linkClasses}>
                {t(link.label)}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>

      {menuOpen && (
        <div
          id="mobile-menu"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-zinc-200 bg-white px-4 pt-3 pb-5 lg:hidden dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div className="mb-3 flex items-center gap-3 rounded-xl bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60">
            {isLoggedIn && user && <Avatar name={user.username} src={user.avatarUrl} size="sm" />}
            <p className="min-w-0 truncate text-sm font-medium">{greeting}</p>
          </div>
          <nav aria-label={t('nav.label')} className="space-y-4">
            {groups.map((group) => (
              <div key={group.id} role="group" aria-labelledby={`mobile-group-${group.id}`}>
                <p
                  id={`mobile-group-${group.id}`}
                  className="mb-1 px-2.5 text-[11px] font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400"
                >
                  {t(`nav.groups.${group.id}`)}
                </p>
                <div className="grid gap-0.5">
                  {group.links.map((link) => (
                    <NavLink
                      key={link.to}
                      to={link.to}
                      end
                      className={(state) => clsx(linkClasses(state), 'py-2 text-base')}
                    >
                      {t(link.label)}
                    </NavLink>
                  ))}
                </div>
              </div>
            ))}
          </nav>
          {isLoggedIn && (
            <div className="mt-4 grid grid-cols-2 gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
              {navigation && (
                <Link to="/profile" className={buttonClasses({ variant: 'secondary' })}>
                  {t('nav.profile')}
                </Link>
              )}
              <Button
                variant="secondary"
                onClick={onLogout}
                icon={<LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
              >
                {t('nav.logout')}
              </Button>
            </div>
          )}
        </div>
      )}
    </header>
  )
}
