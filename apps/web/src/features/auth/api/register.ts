import { UserResponseSchema, type RegisterInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { i18n, isLanguage } from '../../../lib/i18n.ts'

/** Signs up in the language the app is shown in: the server writes the member's mails in it. */
export const register = async (input: RegisterInput) => {
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined
  return UserResponseSchema.parse(await api.post('/api/auth/register', { language, ...input })).user
}

export const useRegister = () => useMutation({ mutationFn: register })
