import { ScimSetupSchema, ScimTokenCreatedSchema } from '@stepup/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { ssoKeys } from './sso-keys.ts'

/** The SCIM base URL to give the directory, and the token in use (never its value). */
export const getScimSetup = async () => ScimSetupSchema.parse((await api.GET('/api/admin/scim')).data)

export const useScimSetup = () => useQuery({ queryKey: ssoKeys.provisioning, queryFn: getScimSetup })

/** A new token, shown this once; the one before stops working. */
export const createScimToken = async () => ScimTokenCreatedSchema.parse((await api.POST('/api/admin/scim/token')).data)

/** Revokes the token: the directory's calls are refused from now on. */
export const revokeScimToken = async (): Promise<undefined> => {
  await api.DELETE('/api/admin/scim/token')
  return undefined
}

function useTokenWrite<Output>(write: () => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKeys.provisioning }),
  })
}

export const useCreateScimToken = () => useTokenWrite(createScimToken)
export const useRevokeScimToken = () => useTokenWrite(revokeScimToken)
