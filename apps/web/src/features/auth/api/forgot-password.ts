import { MessageSchema, type ForgotPasswordInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const requestPasswordReset = async (input: ForgotPasswordInput) =>
  MessageSchema.parse((await api.POST('/api/auth/forgot-password', { body: input })).data)

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
