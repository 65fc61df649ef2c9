import type { PushToken } from '@stepup/contract'
import { Smartphone } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, ConfirmDialog, Section } from '../../../components/ui/index.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { useRevokePushToken } from '../api/revoke-push-token.ts'
import { LastSynced, SyncBadge } from './sync-status.tsx'

/**
 * The member's tokens, each a phone or script: connected and when it last synced from which app
 * and device, or still waiting for its first sync; each can be revoked.
 */
export function Connections({ tokens }: { tokens: PushToken[] }) {
  const { t, i18n } = useTranslation('connect')
  const revoke = useRevokePushToken()
  const [revoking, setRevoking] = useState<PushToken | null>(null)

  return (
    <Section title={t('connections.title')} description={t('connections.description')}>
      {revoke.isError && !revoking && (
        <Alert tone="error" className="mb-4" title={t('connections.revokeFailed')}>
          {revoke.error.message} {t('connections.revokeNext')}
        </Alert>
      )}
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('connections.title')}>
        {tokens.map((token) => (
          <li
            key={token.id}
            data-testid="connection"
            className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="flex min-w-0 flex-1 gap-3">
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
                <Smartphone className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 space-y-1">
                <SyncBadge token={token} />
                <p className="text-sm [overflow-wrap:anywhere]">
                  {token.lastSyncAt ? <LastSynced token={token} /> : t('connections.waitingHint')}
                </p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  {t('connections.created', { date: formatDateTime(token.createdAt, i18n.language) })}
                </p>
              </div>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('connections.revokeNamed', { date: formatDateTime(token.createdAt, i18n.language) })}
              onClick={() => {
                revoke.reset()
                setRevoking(token)
              }}
            >
              {t('connections.revoke')}
            </Button>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={revoking !== null}
        title={t('connections.revokeTitle')}
        message={t('connections.revokeMessage')}
        confirmLabel={t('connections.revoke')}
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })
        }}
      />
    </Section>
  )
}
