import type { PushToken } from '@stepup/contract'
import { CheckCircle2, Loader2 } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'
import { formatRelative } from '../../../lib/format.ts'
import { useNow } from './use-now.ts'

/** "Last synced 12 minutes ago from HC Webhook · Google Pixel 8", in the reader's language. */
export function LastSynced({ token }: { token: Pick<PushToken, 'client' | 'device' | 'lastSyncAt'> }) {
  const { t, i18n } = useTranslation('connect')
  const now = useNow()
  if (!token.lastSyncAt) return null
  const when = formatRelative(token.lastSyncAt, i18n.language, now)
  if (!token.client) return <>{t('status.lastSyncedPlain', { when })}</>
  // The app's and the phone's names keep their own direction inside a Hebrew sentence.
  return (
    <Trans
      t={t}
      i18nKey={token.device ? 'status.lastSyncedDevice' : 'status.lastSynced'}
      values={{ when, app: t(`clients.${token.client}`), device: token.device }}
      components={{ app: <bdi />, device: <bdi /> }}
    />
  )
}

/** Connected (green) once a push came in with the token, else not synced yet. */
export function SyncBadge({ token }: { token: Pick<PushToken, 'lastSyncAt'> }) {
  const { t } = useTranslation('connect')
  return token.lastSyncAt ? (
    <Badge tone="success">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      {t('status.connected')}
    </Badge>
  ) : (
    <Badge tone="info">
      <Loader2 className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {t('status.notYet')}
    </Badge>
  )
}
