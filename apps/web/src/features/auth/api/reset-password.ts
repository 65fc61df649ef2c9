import { MessageSchema, type ResetPasswordInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const resetPassword = async (input: ResetPasswordInput) =>
  MessageSchema.parse(await api.post('/api/auth/reset-password', input))

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
