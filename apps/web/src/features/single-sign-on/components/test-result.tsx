import type { OidcSettings, SamlSettings, SsoProtocol, SsoTestResult } from '@stepup/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge } from '../../../components/ui/index.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { FactList } from './fact-list.tsx'

/**
 * What the provider said of the admin at the last test sign-in: when, its account id (a SAML
 * provider's NameID), the email and whether it vouches for it (which SAML cannot say), the name
 * and the groups. It warns when members like the admin would be refused: no email, or one the
 * provider does not vouch for and the admin does not trust.
 */
export function TestResult({
  protocol,
  result,
  settings,
}: {
  protocol: SsoProtocol
  result: SsoTestResult
  settings: OidcSettings | SamlSettings
}) {
  const { t, i18n } = useTranslation('single-sign-on')
  const saml = protocol === 'saml'
  const refusedFor = !result.email
    ? t(saml ? 'saml.lastTest.noEmail' : 'lastTest.noEmail')
    : !result.emailVerified && !settings.trustEmail
      ? t(saml ? 'saml.lastTest.untrusted' : 'lastTest.unverified')
      : null
  const mapsGroups = settings.adminGroups.length > 0 || settings.teamGroups.length > 0
  const emailVerified: [string, ReactNode] = [
    t('lastTest.emailVerified'),
    <Badge tone={result.emailVerified ? 'success' : 'warning'}>
      {result.emailVerified ? t('lastTest.yes') : t('lastTest.no')}
    </Badge>,
  ]
  const rows: [string, ReactNode][] = [
    [t('lastTest.at'), formatDateTime(result.at, i18n.language)],
    [
      t(saml ? 'saml.lastTest.subject' : 'lastTest.subject'),
      <bdi dir="ltr" className="font-mono text-xs [overflow-wrap:anywhere]">
        {result.subject}
      </bdi>,
    ],
    [
      t('lastTest.email'),
      result.email ? (
        <bdi dir="ltr" className="[overflow-wrap:anywhere]">
          {result.email}
        </bdi>
      ) : (
        t('lastTest.notSent')
      ),
    ],
    // SAML has no word for a verified address: the admin's trust decides, said in the warning.
    ...(saml ? [] : [emailVerified]),
    [t('lastTest.name'), result.name ? <bdi>{result.name}</bdi> : t('lastTest.notSent')],
    [
      t('lastTest.groups'),
      result.groups.length > 0 ? (
        <span className="flex flex-wrap gap-1.5">
          {result.groups.map((group) => (
            <Badge key={group} className="max-w-full">
              <bdi className="truncate">{group}</bdi>
            </Badge>
          ))}
        </span>
      ) : (
        t('lastTest.noGroups')
      ),
    ],
  ]
  return (
    <section aria-labelledby="sso-last-test" className="space-y-3" data-testid="sso-last-test">
      <h3 id="sso-last-test" className="text-sm font-semibold">
        {t('lastTest.title')}
      </h3>
      <FactList rows={rows} />
      {refusedFor && (
        <Alert tone="warning" title={t('lastTest.refused')}>
          {refusedFor}
        </Alert>
      )}
      {mapsGroups && result.groups.length === 0 && (
        <Alert tone="info">{t(saml ? 'saml.lastTest.groupsMissing' : 'lastTest.groupsMissing')}</Alert>
      )}
    </section>
  )
}
