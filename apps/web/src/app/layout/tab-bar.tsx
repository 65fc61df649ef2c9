import clsx from 'clsx'
import { Flag, Footprints, House, Trophy, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { currentTab, tabLinks } from './nav-links.ts'

const icons: Record<string, LucideIcon> = {
  '/': House,
  '/myscores': Footprints,
  '/allScores': Trophy,
  '/competitions': Flag,
}

/**
 * A member's phone navigation: Home, My Scores, Boards and Competitions at the bottom of the
 * screen, where a thumb reaches, each one tap from any page. It stays clear of the home indicator
 * (the safe area), and the layout pads the page by its height so it never covers the last row.
 */
export function TabBar() {
  const { t } = useTranslation('common')
  const { pathname } = useLocation()
  const current = currentTab(pathname)
  return (
    <nav
      aria-label={t('nav.tabsLabel')}
      data-testid="tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden dark:border-zinc-800 dark:bg-zinc-900/95"
    >
      <ul className="grid h-14 grid-cols-4">
        {tabLinks.map((tab) => {
          const Icon = icons[tab.to] ?? House
          const active = tab === current
          return (
            <li key={tab.to} className="min-w-0">
              <Link
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex h-full flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] leading-tight font-medium tracking-tight transition-colors',
                  active
                    ? 'text-brand-700 dark:text-brand-300'
                    : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
                )}
              >
                <span
                  className={clsx(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    active && 'bg-brand-50 dark:bg-brand-950/60',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="block max-w-full truncate">{t(tab.short)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
