import { MessageSchema } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** Mails the member a password reset link. */
export const sendPasswordReset = async (id: number) =>
  MessageSchema.parse(await api.post(`/api/admin/members/${id}/password-reset`))

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset })
