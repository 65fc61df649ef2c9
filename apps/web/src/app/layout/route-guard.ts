/** Pages anyone may open, /about behind the footer included; every other page needs a stored logged-in flag. */
const PUBLIC_PATHS = ['/', '/login', '/signup', '/no-profile', '/forgot-password', '/reset-password', '/about']
/** Pages a logged-in user is sent away from, to /. */
const GUEST_ONLY_PATHS = ['/login', '/signup']

const normalise = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase()

/** Where the guard sends the browser for this path, or null to stay. */
export function guardRedirect(pathname: string, loggedIn: boolean): string | null {
  const path = normalise(pathname)
  if (!loggedIn && !PUBLIC_PATHS.includes(path)) return '/no-profile'
  if (loggedIn && GUEST_ONLY_PATHS.includes(path)) return '/'
  return null
}
