import { UserSchema, type UpdateMeInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { updateStoredUser } from '../../../lib/auth.ts'

export const updateMe = async (input: UpdateMeInput) =>
  UserSchema.parse((await api.PATCH('/api/me', { body: input })).data)

export const useUpdateMe = () => useMutation({ mutationFn: updateMe, onSuccess: (user) => updateStoredUser(user) })
