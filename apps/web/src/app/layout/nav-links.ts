import type { AuthState } from '../../lib/auth.ts'

export interface NavLink {
  to: string
  /** Key in the common namespace. */
  label: string
}

export interface NavGroup {
  id: 'main' | 'social' | 'account'
  links: NavLink[]
}

/**
 * The header's link groups. Protected links only when logged in, Admin only for admins,
 * Login and Signup only for guests. A group left empty is not shown.
 */
export function navGroups({ isLoggedIn, isAdmin }: Pick<AuthState, 'isLoggedIn' | 'isAdmin'>): NavGroup[] {
  const groups: NavGroup[] = [
    {
      id: 'main',
      links: [
        { to: '/', label: 'nav.home' },
        ...(isLoggedIn
          ? [
              { to: '/myscores', label: 'nav.myScores' },
              // Where steps come in: named in the menu, not only as buttons on My Scores.
              { to: '/imports', label: 'nav.imports' },
              { to: '/connect', label: 'nav.connect' },
              { to: '/allScores', label: 'nav.allScores' },
              { to: '/competitions', label: 'nav.competitions' },
            ]
          : []),
      ],
    },
    {
      id: 'social',
      links: isLoggedIn
        ? [
            { to: '/teams', label: 'nav.teams' },
            { to: '/friends', label: 'nav.friends' },
            { to: '/chats', label: 'nav.chats' },
            { to: '/challenges', label: 'nav.challenges' },
          ]
        : [],
    },
    {
      id: 'account',
      links: isLoggedIn
        ? [{ to: '/settings', label: 'nav.settings' }, ...(isAdmin ? [{ to: '/admin', label: 'nav.admin' }] : [])]
        : [
            { to: '/login', label: 'nav.login' },
            { to: '/signup', label: 'nav.signup' },
          ],
    },
  ]
  return groups.filter((group) => group.links.length > 0)
}

export interface TabLink extends NavLink {
  /** Key in the common namespace: the short name under the tab's icon. */
  short: string
  /** The pages on which the tab is the current one: its own, and what opens from it. */
  covers: string[]
}

/**
 * The bottom tab bar of a member's phone: the four pages visited every day, one tap away from
 * anywhere. The header's menu still holds every page.
 */
export const tabLinks: TabLink[] = [
  { to: '/', label: 'nav.home', short: 'nav.tabs.home', covers: ['/'] },
  { to: '/myscores', label: 'nav.myScores', short: 'nav.tabs.myScores', covers: ['/myscores'] },
  { to: '/allScores', label: 'nav.allScores', short: 'nav.tabs.allScores', covers: ['/allScores', '/TeamsScores'] },
  { to: '/competitions', label: 'nav.competitions', short: 'nav.tabs.competitions', covers: ['/competitions'] },
]

/** The tab that is current on `pathname` (a competition's page keeps Competitions lit), if any. */
export function currentTab(pathname: string): TabLink | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return tabLinks.find((tab) =>
    tab.covers.some((page) => (page === '/' ? path === '/' : path === page || path.startsWith(`${page}/`))),
  )
}
