import type { DeleteMeInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Where the browser downloads the member's data: a plain link, so the browser saves the zip itself. */
export const EXPORT_URL = '/api/me/export'

/** Deletes the account; the server ends the session (the caller forgets the login once it has left the page). */
export function useDeleteMe() {
  return useMutation({ mutationFn: (input: DeleteMeInput) => api.delete<void>('/api/me', input) })
}
