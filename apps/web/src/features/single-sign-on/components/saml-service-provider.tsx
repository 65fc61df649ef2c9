import type { SamlSetup } from '@stepup/contract'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../../components/ui/index.ts'
import { ssoHrefs } from '../api/sso-hrefs.ts'
import { CopyField } from './copy-field.tsx'

/**
 * What the identity provider needs of StepUp: its entity ID and reply (ACS) URL to type in, or its
 * metadata, by address or as a file to upload there.
 */
export function SamlServiceProvider({ serviceProvider }: { serviceProvider: SamlSetup['serviceProvider'] }) {
  const { t } = useTranslation('single-sign-on')
  return (
    <div className="space-y-4">
      <CopyField label={t('saml.serviceProvider.entityId')} value={serviceProvider.entityId} />
      <CopyField label={t('saml.serviceProvider.acsUrl')} value={serviceProvider.acsUrl} />
      <CopyField label={t('saml.serviceProvider.metadataUrl')} value={serviceProvider.metadataUrl} />
      <a
        href={ssoHrefs.samlMetadata()}
        download="stepup-saml-metadata.xml"
        className={buttonClasses({ variant: 'secondary', className: 'max-w-full' })}
      >
        <Download className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{t('saml.serviceProvider.download')}</span>
      </a>
    </div>
  )
}
