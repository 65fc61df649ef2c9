import { Smartphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink, Section } from '../../../components/ui/index.ts'

/** Where the phone's setup and its tokens live now: the connect page. */
export function ConnectPointer() {
  const { t } = useTranslation('profile')
  return (
    <Section
      title={
        <span className="inline-flex items-center gap-2">
          <Smartphone className="size-4" aria-hidden="true" />
          {t('connect.title')}
        </span>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 basis-64 text-sm text-zinc-600 dark:text-zinc-400">{t('connect.description')}</p>
        <ButtonLink to="/connect" variant="secondary" icon={<Smartphone className="size-4" aria-hidden="true" />}>
          {t('connect.open')}
        </ButtonLink>
      </div>
    </Section>
  )
}
