import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { Alert, ButtonLink, Page } from '../../components/ui/index.ts'

/** Shown when a page throws while rendering, instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation('common')
  const error = useRouteError()
  console.error(error)
  return (
    <Page narrow>
      <h1 className="mb-4 text-2xl font-bold">{t('routeError.title')}</h1>
      <Alert
        tone="error"
        action={
          <ButtonLink to="/" size="sm" variant="secondary" reloadDocument>
            {t('notFound.home')}
          </ButtonLink>
        }
      >
        {t('routeError.description')}
      </Alert>
    </Page>
  )
}
