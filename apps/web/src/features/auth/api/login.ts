import { UserResponseSchema, type LoginInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const login = async (input: LoginInput) =>
  UserResponseSchema.parse(await api.post('/api/auth/login', input)).user

export const useLogin = () => useMutation({ mutationFn: login })
