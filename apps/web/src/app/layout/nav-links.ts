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
