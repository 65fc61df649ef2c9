import { UserSchema } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-client.ts'

/**
 * The member the provider has just signed in on this browser, or null when no session came back
 * with it. A plain fetch, not the API client: its 401 would end a login that is not recorded yet
 * and send the browser to /no-profile, where the login page says instead that the sign-in failed.
 */
export async function getSignedInMember() {
  const response = await fetch(new URL('/api/me', globalThis.location.origin), {
    credentials: 'include',
    headers: { accept: 'application/json' },
  })
  if (response.status === 401) return null
  if (!response.ok) throw new ApiError(response.status, response.statusText || `Request failed (${response.status})`)
  return UserSchema.parse(await response.json())
}

/** Asked once, when the login page is where the provider sent the browser back. */
export const useSignedInMember = (enabled: boolean) =>
  useQuery({
    queryKey: ['single-sign-on', 'signed-in'],
    queryFn: getSignedInMember,
    enabled,
    retry: false,
    gcTime: 0,
  })
