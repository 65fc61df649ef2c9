import { OidcSettingsSchema, OidcSetupSchema, type OidcSettingsInput } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { ssoKeys } from './sso-keys.ts'

/** The provider's settings (null before any; never the secret) and the redirect URL to register. */
export const getOidcSetup = async () => OidcSetupSchema.parse((await api.GET('/api/admin/sso/oidc')).data)

export const useOidcSetup = () => useQuery({ queryKey: ssoKeys.setup('oidc'), queryFn: getOidcSetup })

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
