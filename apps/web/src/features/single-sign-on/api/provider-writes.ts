import type { OidcSettings, SamlSettings, SsoProtocol } from '@stepup/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { joinKeys } from '../../joining/index.ts'
import { deleteOidcSettings, saveOidcSettings, setOidcEnabled } from './admin-oidc.ts'
import { deleteSamlSettings, saveSamlSettings, setSamlEnabled } from './admin-saml.ts'
import { ssoKeys } from './sso-keys.ts'

const setEnabled = { oidc: setOidcEnabled, saml: setSamlEnabled }
const remove = { oidc: deleteOidcSettings, saml: deleteSamlSettings }

/**
 * A write to a provider: the page shows the settings it answers, and the login, sign-up and
 * who-may-join pages of this browser read again which providers' buttons are on.
 */
function useProviderWrite<Input, Output extends OidcSettings | SamlSettings | undefined>(
  protocol: SsoProtocol,
  write: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (settings: Output) =>
      queryClient.setQueryData<{ settings: Output | null }>(
        ssoKeys.setup(protocol),
        (setup) => setup && { ...setup, settings: settings ?? null },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: joinKeys.rules }),
  })
}

export const useSaveOidcSettings = () => useProviderWrite('oidc', saveOidcSettings)
export const useSaveSamlSettings = () => useProviderWrite('saml', saveSamlSettings)
export const useSetProviderEnabled = (protocol: SsoProtocol) =>
  useProviderWrite(protocol, (enabled: boolean): Promise<OidcSettings | SamlSettings> => setEnabled[protocol](enabled))
export const useDeleteProvider = (protocol: SsoProtocol) => useProviderWrite(protocol, () => remove[protocol]())
