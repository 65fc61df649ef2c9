import { Compass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { ButtonLink, EmptyState, Page } from '../../components/ui/index.ts'

/** Any address no route matches. */
export function NotFound() {
  const { t } = useTranslation('common')
  const { pathname } = useLocation()
  return (
    <Page>
      <h1 className="sr-only">{t('notFound.title')}</h1>
      <EmptyState
        icon={<Compass className="size-6" aria-hidden="true" />}
        title={t('notFound.title')}
        description={
          <>
            {t('notFound.description')}
            <code className="mt-2 block font-mono text-xs break-all text-zinc-500 dark:text-zinc-400">{pathname}</code>
          </>
        }
        action={<ButtonLink to="/">{t('notFound.home')}</ButtonLink>}
      />
    </Page>
  )
}
