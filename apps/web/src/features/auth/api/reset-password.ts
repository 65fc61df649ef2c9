import { MessageSchema, type ResetPasswordInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const resetPassword = async (input: ResetPasswordInput) =>
  MessageSchema.parse((await api.POST('/api/auth/reset-password', { body: input })).data)

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
