import type { OidcSettings, SamlSettings, SsoProtocol } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert, Loaded, LoadingBlock, Page, PageHeader, Section } from '../../../components/ui/index.ts'
import { useJoinRules } from '../../joining/index.ts'
import { useOidcSetup } from '../api/admin-oidc.ts'
import { useSamlSetup } from '../api/admin-saml.ts'
import { OidcProviderSetup } from '../components/oidc-provider-setup.tsx'
import { protocolOf } from '../components/protocol-choice.ts'
import { ProtocolTabs, protocolPanelId, protocolTabId, type ProviderState } from '../components/protocol-tabs.tsx'
import { SamlProviderSetup } from '../components/saml-provider-setup.tsx'
import { ScimProvisioning } from '../components/scim-provisioning.tsx'
import { SignInProblem } from '../components/sign-in-problem.tsx'

const stateOf = (settings: OidcSettings | SamlSettings | null | undefined): ProviderState | undefined =>
  settings === undefined ? undefined : settings === null ? 'none' : settings.enabled ? 'on' : 'off'

/**
 * /admin/single-sign-on: the community's sign-in providers, OpenID Connect and SAML 2.0, a tab
 * each (most communities set up one), then provisioning from the directory. A tab holds what to
 * register at the provider, its settings, and once they are saved the test sign-in, what it found,
 * and the switch that turns sign-in with it on. The test comes back here with `?test=done`, or
 * with `?sso=<key>` (and `&reason=`) when it failed, on the tab it was started from.
 */
export function AdminSingleSignOnPage() {
  const { t } = useTranslation('single-sign-on')
  const oidc = useOidcSetup()
  const saml = useSamlSetup()
  // Joining only through single sign-on keeps its last provider on: the page says so before the server refuses.
  const rules = useJoinRules()
  const [searchParams, setSearchParams] = useSearchParams()
  const problem = searchParams.get('sso')
  const tested = searchParams.get('test') === 'done'
  const states = { oidc: stateOf(oidc.data?.settings), saml: stateOf(saml.data?.settings) }
  const protocol: SsoProtocol =
    protocolOf(searchParams.get('protocol')) ?? (states.saml !== 'none' && states.oidc === 'none' ? 'saml' : 'oidc')
  const settings = (protocol === 'oidc' ? oidc : saml).data?.settings ?? null
  const lastWayIn =
    rules.data?.policy === 'sso' && rules.data.signInProviders.every((provider) => provider.protocol === protocol)

  return (
    <Page>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      {/* Both setups first: the tab that opens depends on which provider is set up. */}
      {oidc.isPending || saml.isPending ? (
        <LoadingBlock />
      ) : (
        <div className="space-y-6">
          {problem && (
            <SignInProblem
              code={problem}
              reason={searchParams.get('reason')}
              provider={settings?.label}
              title={t('admin.testFailed')}
            />
          )}
          {tested && !problem && (
            <Alert tone="success" role="alert" title={t('admin.tested')}>
              {t('admin.testedText')}
            </Alert>
          )}
          <div className="space-y-2">
            <ProtocolTabs
              value={protocol}
              states={states}
              onChange={(chosen) => setSearchParams({ protocol: chosen }, { replace: true })}
            />
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('protocols.hint')}</p>
          </div>
          <div role="tabpanel" id={protocolPanelId(protocol)} aria-labelledby={protocolTabId(protocol)}>
            {protocol === 'oidc' ? (
              <Loaded query={oidc} error={t('admin.loadError')}>
                {(setup) => <OidcProviderSetup setup={setup} lastWayIn={lastWayIn} />}
              </Loaded>
            ) : (
              <Loaded query={saml} error={t('admin.loadError')}>
                {(setup) => <SamlProviderSetup setup={setup} lastWayIn={lastWayIn} />}
              </Loaded>
            )}
          </div>
          <Section title={t('scim.title')} description={t('scim.description')}>
            <ScimProvisioning />
          </Section>
        </div>
      )}
    </Page>
  )
}
