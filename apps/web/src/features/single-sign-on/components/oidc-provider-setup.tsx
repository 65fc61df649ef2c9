import type { OidcSetup } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Section } from '../../../components/ui/index.ts'
import { CopyField } from './copy-field.tsx'
import { OidcSettingsForm } from './oidc-settings-form.tsx'
import { ProviderStatus } from './provider-status.tsx'
import { useRemovalKey } from './removal-key.ts'

/**
 * The OpenID Connect provider: once saved, its test and switch; the redirect URL to register
 * there; and its settings.
 */
export function OidcProviderSetup({ setup, lastWayIn }: { setup: OidcSetup; lastWayIn: boolean }) {
  const { t } = useTranslation('single-sign-on')
  const formKey = useRemovalKey(setup.settings !== null)
  const { settings, redirectUrl } = setup
  return (
    <div className="space-y-6">
      {settings && (
        <Section title={t('status.title')} description={t('status.description')}>
          <ProviderStatus protocol="oidc" settings={settings} lastWayIn={lastWayIn} />
        </Section>
      )}
      <Section title={t('redirect.title')} description={t('redirect.description')}>
        <CopyField label={t('redirect.label')} value={redirectUrl} />
      </Section>
      <Section title={t('form.title')} description={t('form.description')}>
        <OidcSettingsForm key={formKey} settings={settings} />
      </Section>
    </div>
  )
}
