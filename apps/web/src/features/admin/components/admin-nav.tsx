import clsx from 'clsx'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'

/**
 * The admin's sections, each with its own address. Competitions and challenges are managed on
 * their own pages, which admins share with members; the rest (the achievements admins define
 * included, whose page lives in the achievements feature) under /admin.
 */
export const ADMIN_SECTIONS = [
  { key: 'overview', to: '/admin' },
  { key: 'members', to: '/admin/members' },
  { key: 'invitations', to: '/admin/invitations' },
  { key: 'singleSignOn', to: '/admin/single-sign-on' },
  { key: 'review', to: '/admin/review' },
  { key: 'competitions', to: '/competitions' },
  { key: 'challenges', to: '/challenges' },
  { key: 'rules', to: '/admin/rules' },
  { key: 'achievements', to: '/admin/achievements' },
  { key: 'imports', to: '/admin/imports' },
  { key: 'reports', to: '/admin/reports' },
  { key: 'audit', to: '/admin/audit' },
  { key: 'notifications', to: '/admin/notifications' },
] as const

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'focus-visible:ring-brand-500 inline-flex rounded-full px-2.5 py-1 text-[0.8125rem] font-medium sm:px-3 sm:py-1.5 sm:text-sm whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:outline-none',
    isActive
      ? 'bg-brand-600 text-white dark:bg-brand-500 dark:text-zinc-950'
      : 'bg-zinc-100 text-zinc-700 hover:bg-zinc-200 hover:text-zinc-900 dark:bg-zinc-800 dark:text-zinc-300 dark:hover:bg-zinc-700 dark:hover:text-zinc-100',
  )

/**
 * The sub-navigation every admin page shows: the section open is marked (`aria-current="page"`),
 * and a member's page counts as the members section. The links wrap rather than scroll, so none
 * hides off the edge of a phone.
 */
export function AdminNav() {
  const { t } = useTranslation('admin')
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-1.5 sm:gap-2">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink to={section.to} end={section.key === 'overview'} className={linkClasses}>
              {t(`nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** An admin page under the sub-navigation, both at the width every page shares. */
export function AdminSection({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="mx-auto w-full max-w-6xl px-4 pt-6">
        <AdminNav />
      </div>
      {children}
    </>
  )
}
