import { matchPath } from 'react-router'
import { pageRoutes, type Access } from '../routes/page-routes.ts'

/** Who the page at `pathname` is for; an address no page has is for members, like the pages behind a login. */
export function accessOf(pathname: string): Access {
  const routes = pageRoutes.filter((route) => matchPath(route.path, pathname))
  // A fixed address (/challenges/create) goes before a pattern that also matches it (/challenges/:id).
  const route = routes.find((candidate) => !candidate.path.includes(':')) ?? routes[0]
  return route?.access ?? 'members'
}

/** Where the guard sends the browser for this path, or null to stay. */
export function guardRedirect(pathname: string, loggedIn: boolean): string | null {
  const access = accessOf(pathname)
  if (!loggedIn && (access === 'members' || access === 'admins')) return '/no-profile'
  if (loggedIn && access === 'guests') return '/'
  return null
}
