import { MessageSchema } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Mails the member a password reset link. */
export const sendPasswordReset = async (id: number) =>
  MessageSchema.parse((await api.POST('/api/admin/members/{id}/password-reset', { params: { path: { id } } })).data)

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset })
