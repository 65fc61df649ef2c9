import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Mails the signed-in member a new link that confirms their address. */
export const sendVerification = async () => {
  await api.POST('/api/me/email-verification')
}

export const useSendVerification = () => useMutation({ mutationFn: sendVerification })
