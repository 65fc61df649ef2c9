import { RotateCw } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Alert, Button, ButtonLink, Page } from '../../components/ui/index.ts'
import { NotFound } from './not-found.tsx'

/**
 * The error boundary of every route: shown when a page throws while rendering or its code fails
 * to download, instead of a blank screen. "Try again" reloads the document, which also picks up
 * page code published since the tab was opened (the usual cause of a failed download).
 */
export function RouteError() {
  const { t } = useTranslation('common')
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404

  useEffect(() => {
    if (!notFound) console.error(error)
  }, [error, notFound])

  if (notFound) return <NotFound />
  return (
    <Page narrow>
      <h1 className="mb-4 text-2xl font-bold">{t('routeError.title')}</h1>
      <Alert tone="error">{t('routeError.description')}</Alert>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </Page>
  )
}
