import type { SamlSetup } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/index.ts'
import { ProviderStatus } from './provider-status.tsx'
import { useRemovalKey } from './removal-key.ts'
import { SamlIdentityProvider } from './saml-identity-provider.tsx'
import { SamlServiceProvider } from './saml-service-provider.tsx'
import { SamlSettingsForm } from './saml-settings-form.tsx'

/**
 * The SAML 2.0 identity provider: once saved, its test and switch; what to give the provider of
 * StepUp; and the provider as read from its metadata, with its settings.
 */
export function SamlProviderSetup({ setup, lastWayIn }: { setup: SamlSetup; lastWayIn: boolean }) {
  const { t } = useTranslation('single-sign-on')
  const formKey = useRemovalKey(setup.settings !== null)
  const { settings, serviceProvider } = setup
  return (
    <div className="space-y-6">
      {settings && (
        <Section title={t('status.title')} description={t('status.description')}>
          <ProviderStatus protocol="saml" settings={settings} lastWayIn={lastWayIn} />
        </Section>
      )}
      <Section title={t('saml.serviceProvider.title')} description={t('saml.serviceProvider.description')}>
        <SamlServiceProvider serviceProvider={serviceProvider} />
      </Section>
      <Section title={t('form.title')} description={t('saml.form.description')}>
        <div className="space-y-6">
          {settings && <SamlIdentityProvider settings={settings} />}
          <SamlSettingsForm key={formKey} settings={settings} />
        </div>
      </Section>
    </div>
  )
}
