import type { SamlCertificate, SamlSettings } from '@stepup/contract'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge } from '../../../components/ui/index.ts'
import { formatDay } from '../../../lib/format.ts'
import { certificateExpiry } from './certificate-expiry.ts'
import { FactList } from './fact-list.tsx'

const address = (value: string) => (
  <bdi dir="ltr" className="[overflow-wrap:anywhere]">
    {value}
  </bdi>
)

/**
 * The identity provider as StepUp read it from its metadata: its entity ID, where it signs members
 * in, where the metadata came from, and the certificates its answers must be signed with, each
 * with its end; one that has ended or ends within 30 days is flagged, with what to do.
 */
export function SamlIdentityProvider({ settings }: { settings: SamlSettings }) {
  const { t } = useTranslation('single-sign-on')
  const rows: [string, ReactNode][] = [
    [t('saml.provider.entityId'), address(settings.idpEntityId)],
    [t('saml.provider.ssoUrl'), address(settings.idpSsoUrl)],
    [t('saml.provider.source'), settings.metadataUrl ? address(settings.metadataUrl) : t('saml.provider.fromFile')],
  ]
  const renew = settings.certificates.some((certificate) => certificateExpiry(certificate.notAfter).state !== 'valid')

  return (
    <section aria-labelledby="saml-identity-provider" className="space-y-3" data-testid="saml-identity-provider">
      <h3 id="saml-identity-provider" className="text-sm font-semibold">
        {t('saml.provider.title')}
      </h3>
      <FactList rows={rows} />
      <h4 className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('saml.provider.certificates')}</h4>
      <ul className="space-y-2">
        {settings.certificates.map((certificate) => (
          <Certificate key={certificate.fingerprint} certificate={certificate} />
        ))}
      </ul>
      {renew && (
        <Alert tone="warning" title={t('saml.provider.renewTitle')}>
          {t('saml.provider.renew')}
        </Alert>
      )}
    </section>
  )
}

function Certificate({ certificate }: { certificate: SamlCertificate }) {
  const { t, i18n } = useTranslation('single-sign-on')
  const expiry = certificateExpiry(certificate.notAfter)
  return (
    <li
      className="rounded-xl border border-zinc-200 px-4 py-3 text-sm dark:border-zinc-800"
      data-testid="saml-certificate"
    >
      <dl className="grid gap-x-6 gap-y-1.5 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="text-zinc-500 dark:text-zinc-400">{t('saml.provider.subject')}</dt>
        <dd className="min-w-0 font-medium">{address(certificate.subject)}</dd>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('saml.provider.expires')}</dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium">
          {formatDay(certificate.notAfter.slice(0, 10), i18n.language)}
          {expiry.state === 'expired' ? (
            <Badge tone="danger">{t('saml.provider.expired')}</Badge>
          ) : expiry.state === 'soon' ? (
            <Badge tone="warning">{t('saml.provider.expiresSoon', { count: expiry.days })}</Badge>
          ) : (
            <Badge tone="success">{t('saml.provider.valid')}</Badge>
          )}
        </dd>
        <dt className="text-zinc-500 dark:text-zinc-400">{t('saml.provider.fingerprint')}</dt>
        <dd className="min-w-0">
          <bdi dir="ltr" className="font-mono text-xs">
            {/* A long fingerprint wraps between its bytes, never inside one. */}
            {certificate.fingerprint.split(':').map((byte, index) => (
              <Fragment key={index}>
                {index > 0 && (
                  <>
                    :<wbr />
                  </>
                )}
                {byte}
              </Fragment>
            ))}
          </bdi>
        </dd>
      </dl>
    </li>
  )
}
