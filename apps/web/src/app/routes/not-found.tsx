import { useTranslation } from 'react-i18next'
import { ButtonLink, EmptyState, Page } from '../../components/ui/index.ts'

export function NotFound() {
  const { t } = useTranslation('common')
  return (
    <Page>
      <h1 className="sr-only">{t('notFound.title')}</h1>
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={<ButtonLink to="/">{t('notFound.home')}</ButtonLink>}
      />
    </Page>
  )
}
