import { UserResponseSchema, type RegisterInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { i18n, isLanguage } from '../../../lib/i18n.ts'

/** Signs up in the language the app is shown in: the server writes the member's mails in it. */
export const register = async (input: RegisterInput) => {
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined
  const { data } = await api.POST('/api/auth/register', { body: { language, ...input } })
  return UserResponseSchema.parse(data).user
}

export const useRegister = () => useMutation({ mutationFn: register })
