import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert, Loaded, Page, PageHeader, Section } from '../../../components/ui/index.ts'
import { useJoinRules } from '../../joining/index.ts'
import { useOidcSetup } from '../api/admin-single-sign-on.ts'
import { CopyField } from '../components/copy-field.tsx'
import { OidcSettingsForm } from '../components/oidc-settings-form.tsx'
import { ProviderStatus } from '../components/provider-status.tsx'
import { ScimProvisioning } from '../components/scim-provisioning.tsx'
import { SignInProblem } from '../components/sign-in-problem.tsx'

/**
 * /admin/single-sign-on: the community's OpenID Connect provider. The redirect URL to register
 * there, the provider's settings, and once they are saved the test sign-in, what it found, and the
 * switch that turns sign-in with the provider on. The test comes back here with `?test=done`, or
 * with `?sso=<key>` (and `&reason=`) when it failed.
 */
export function AdminSingleSignOnPage() {
  const { t } = useTranslation('single-sign-on')
  const setup = useOidcSetup()
  // Joining only through the provider keeps it on: the page says so before the server refuses.
  const rules = useJoinRules()
  const [searchParams] = useSearchParams()
  const problem = searchParams.get('sso')
  const tested = searchParams.get('test') === 'done'

  return (
    <Page>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <Loaded query={setup} error={t('admin.loadError')}>
        {({ settings, redirectUrl }) => (
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
            {settings && (
              <Section title={t('status.title')} description={t('status.description')}>
                <ProviderStatus settings={settings} providerOnly={rules.data?.policy === 'sso'} />
              </Section>
            )}
            <Section title={t('redirect.title')} description={t('redirect.description')}>
              <CopyField label={t('redirect.label')} value={redirectUrl} />
            </Section>
            <Section title={t('form.title')} description={t('form.description')}>
              {/* A removed provider leaves an empty form, not the last one's values. */}
              <OidcSettingsForm key={settings ? 'saved' : 'new'} settings={settings} />
            </Section>
            <Section title={t('scim.title')} description={t('scim.description')}>
              <ScimProvisioning />
            </Section>
          </div>
        )}
      </Loaded>
    </Page>
  )
}
