import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { hasStoredLogin, meQueryKey } from '../../../lib/auth.ts'
import { queryClient } from '../../../lib/query-client.ts'

/** Proves the address a confirmation link was mailed to; no login needed (it opens from a mail app). */
export const verifyEmail = async (token: string) => {
  await api.POST('/api/auth/verify-email', { body: { token } })
}

export const useVerifyEmail = () =>
  useMutation({
    mutationFn: verifyEmail,
    // A member logged in on this browser is let into the app: their account reads as confirmed.
    onSuccess: () => {
      if (hasStoredLogin()) void queryClient.invalidateQueries({ queryKey: meQueryKey })
    },
  })
