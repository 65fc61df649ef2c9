import { SamlSettingsSchema, SamlSetupSchema, type SamlSettingsInput } from '@stepup/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'
import { ssoKeys } from './sso-keys.ts'

/** The SAML provider as read from its metadata (null before any), and what to give it of StepUp. */
export const getSamlSetup = async () => SamlSetupSchema.parse((await api.GET('/api/admin/sso/saml')).data)

export const useSamlSetup = () => useQuery({ queryKey: ssoKeys.setup('saml'), queryFn: getSamlSetup })

/**
 * Saves the provider, read from its metadata's address or file when one is given (else the one
 * stored is kept); a new entity id, sign-in address or certificate turns it off until tested.
 */
export const saveSamlSettings = async (input: SamlSettingsInput) =>
  SamlSettingsSchema.parse((await api.PUT('/api/admin/sso/saml', { body: input })).data)

/** Turns sign-in with the provider on (after a test) or off. */
export const setSamlEnabled = async (enabled: boolean) =>
  SamlSettingsSchema.parse((await api.PUT('/api/admin/sso/saml/enabled', { body: { enabled } })).data)

/** Removes the provider; the members it signed in keep their accounts. */
export const deleteSamlSettings = async (): Promise<undefined> => {
  await api.DELETE('/api/admin/sso/saml')
  return undefined
}
