import {
  OidcSettingsSchema,
  OidcSetupSchema,
  type OidcSettings,
  type OidcSettingsInput,
  type OidcSetup,
} from '@stepup/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { joinKeys } from '../../joining/index.ts'
import { ssoKeys } from './sso-keys.ts'

/** The provider's settings (null before any; never the secret) and the redirect URL to register. */
export const getOidcSetup = async () => OidcSetupSchema.parse((await api.GET('/api/admin/sso/oidc')).data)

export const useOidcSetup = () => useQuery({ queryKey: ssoKeys.setup, queryFn: getOidcSetup })

/** Saves the provider, found by discovery first; a new issuer, client, secret or scopes turn it off until tested. */
export const saveOidcSettings = async (input: OidcSettingsInput) =>
  OidcSettingsSchema.parse((await api.PUT('/api/admin/sso/oidc', { body: input })).data)

/** Turns sign-in with the provider on (after a test) or off. */
export const setOidcEnabled = async (enabled: boolean) =>
  OidcSettingsSchema.parse((await api.PUT('/api/admin/sso/oidc/enabled', { body: { enabled } })).data)

/** Removes the provider; the members it signed in keep their accounts. */
export const deleteOidcSettings = async (): Promise<undefined> => {
  await api.DELETE('/api/admin/sso/oidc')
  return undefined
}

/**
 * A write to the provider: the page shows the settings it answers, and the login, sign-up and
 * who-may-join pages of this browser read again whether the provider's button is on.
 */
function useProviderWrite<Input, Output extends OidcSettings | undefined>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (settings: Output) =>
      queryClient.setQueryData<OidcSetup>(ssoKeys.setup, (setup) => setup && { ...setup, settings: settings ?? null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: joinKeys.rules }),
  })
}

export const useSaveOidcSettings = () => useProviderWrite(saveOidcSettings)
export const useSetOidcEnabled = () => useProviderWrite(setOidcEnabled)
export const useDeleteOidcSettings = () => useProviderWrite(deleteOidcSettings)
