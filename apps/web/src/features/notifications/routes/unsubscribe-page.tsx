import { UnsubscribeQuerySchema, type NotificationKind } from '@stepup/contract'
import { Link2Off, MailCheck, MailX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Alert, Button, ButtonLink, CentredCard, LoadingBlock } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useUnsubscribeInfo } from '../api/get-unsubscribe-info.ts'
import { useUnsubscribe } from '../api/unsubscribe.ts'

/**
 * /unsubscribe?token=…, a mail's "Unsubscribe" link, for anyone (no login). Opening it only reads
 * which kind of mail it stops (mail scanners open links); the member's click on the button stops
 * it. A link the server does not know says so, in the server's words.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('notifications')
  const [searchParams] = useSearchParams()
  const parsed = UnsubscribeQuerySchema.safeParse({ token: searchParams.get('token') ?? '' })
  const token = parsed.success ? parsed.data.token : null
  const info = useUnsubscribeInfo(token)
  const stop = useUnsubscribe()

  const unknownLink =
    token === null || (info.error instanceof ApiError && (info.error.status === 404 || info.error.status === 400))
  if (unknownLink) {
    const message =
      info.error instanceof ApiError && info.error.key === 'unsubscribeLinkInvalid'
        ? info.error.message
        : t('errors:unsubscribeLinkInvalid')
    return (
      <CentredCard icon={<Link2Off className="size-6" aria-hidden="true" />} title={t('unsubscribe.invalid')}>
        <Alert tone="error">{message}</Alert>
        <SettingsLink />
      </CentredCard>
    )
  }
  if (info.isError)
    return (
      <CentredCard icon={<MailX className="size-6" aria-hidden="true" />} title={t('unsubscribe.title')}>
        <Alert tone="error">{info.error.message}</Alert>
      </CentredCard>
    )
  if (info.isPending) return <LoadingBlock />

  const kind = t(`kinds.${info.data.kind satisfies NotificationKind}.name`)
  if (stop.isSuccess)
    return (
      <CentredCard icon={<MailCheck className="size-6" aria-hidden="true" />} title={t('unsubscribe.done')}>
        <Alert tone="success" role="alert">
          {t('unsubscribe.doneText', { kind })}
        </Alert>
        <SettingsLink />
      </CentredCard>
    )
  if (!info.data.subscribed)
    return (
      <CentredCard icon={<MailCheck className="size-6" aria-hidden="true" />} title={t('unsubscribe.already')}>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('unsubscribe.alreadyText', { kind })}</p>
        <SettingsLink />
      </CentredCard>
    )
  return (
    <CentredCard icon={<MailX className="size-6" aria-hidden="true" />} title={t('unsubscribe.question', { kind })}>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('unsubscribe.explain', { kind })}</p>
      {stop.isError && (
        <Alert tone="error" title={t('unsubscribe.failed')}>
          {stop.error.message}
        </Alert>
      )}
      <Button size="lg" className="w-full" loading={stop.isPending} onClick={() => stop.mutate(token)}>
        {t('unsubscribe.confirm')}
      </Button>
      <SettingsLink />
    </CentredCard>
  )
}

/** The way to every notification switch; a guest is asked to log in first. */
function SettingsLink() {
  const { t } = useTranslation('notifications')
  const { isLoggedIn } = useAuth()
  return (
    <div className="space-y-2 text-center">
      <ButtonLink to="/notifications" variant="secondary" className="w-full">
        {t('unsubscribe.settings')}
      </ButtonLink>
      {!isLoggedIn && <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('unsubscribe.loginNote')}</p>}
    </div>
  )
}
