import { UserResponseSchema, type RegisterInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

export const register = async (input: RegisterInput) =>
  UserResponseSchema.parse(await api.post('/api/auth/register', input)).user

export const useRegister = () => useMutation({ mutationFn: register })
