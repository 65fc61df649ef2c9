import { ExternalLink } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Alert } from '../../../components/ui/index.ts'
import type { ProviderLogoutPage } from '../../../lib/auth.ts'

/**
 * After logging out of a session that began at the provider: StepUp's session has ended, and the
 * provider's own may still be open (another person at this computer would be signed straight in),
 * so its logout page is offered.
 */
export function ProviderLogoutNotice({ page }: { page: ProviderLogoutPage }) {
  const { t } = useTranslation('single-sign-on')
  return (
    <Alert tone="success" title={t('logout.done')}>
      <p>{t('logout.provider')}</p>
      <p className="pt-1">
        <a
          href={page.url}
          className="inline-flex items-center gap-1 font-semibold underline underline-offset-2 hover:no-underline"
        >
          <Trans t={t} i18nKey="logout.link" values={{ provider: page.label }} components={{ name: <bdi /> }} />
          <ExternalLink className="size-3.5 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
        </a>
      </p>
    </Alert>
  )
}
