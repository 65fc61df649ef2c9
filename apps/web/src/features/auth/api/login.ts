import { UserResponseSchema, type LoginInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const login = async (input: LoginInput) =>
  UserResponseSchema.parse((await api.POST('/api/auth/login', { body: input })).data).user

export const useLogin = () => useMutation({ mutationFn: login })
