import type { PushToken } from '@stepup/contract'
import { KeyRound, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorMessage,
  LoadingBlock,
  Section,
  Table,
  type Column,
} from '../../../components/ui/index.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { useCreatePushToken } from '../api/create-push-token.ts'
import { usePushTokens } from '../api/get-push-tokens.ts'
import { useRevokePushToken } from '../api/revoke-push-token.ts'
import { CopyField } from './copy-field.tsx'

const SCRIPT_BODY = '{ "entries": [{ "date": "2026-11-20", "steps": 8123 }] }'

/**
 * Steps from an iPhone: how to set up the "Health Auto Export" app's REST automation, a token
 * for it (shown once), and the tokens made so far, each to revoke.
 */
export function PhonePushSection() {
  const { t, i18n } = useTranslation('profile')
  const tokens = usePushTokens()
  const create = useCreatePushToken()
  const revoke = useRevokePushToken()
  const [revoking, setRevoking] = useState<PushToken | null>(null)
  const url = create.data?.url ?? tokens.data?.[0]?.url

  const code = (text: string) => (
    <code dir="ltr" className="rounded bg-zinc-100 px-1 py-0.5 font-mono text-xs dark:bg-zinc-800">
      {text}
    </code>
  )

  const columns: Column<PushToken>[] = [
    { key: 'created', header: t('push.created'), cell: (row) => formatDateTime(row.createdAt, i18n.language) },
    {
      key: 'lastUsed',
      header: t('push.lastUsed'),
      cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt, i18n.language) : t('push.never')),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('push.actions')}</span>,
      align: 'right',
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('push.revokeNamed', { date: formatDateTime(row.createdAt, i18n.language) })}
          onClick={() => {
            revoke.reset()
            setRevoking(row)
          }}
        >
          {t('push.revoke')}
        </Button>
      ),
    },
  ]

  return (
    <Section
      title={
        <span className="inline-flex items-center gap-2">
          <Smartphone className="size-4" aria-hidden="true" />
          {t('push.title')}
        </span>
      }
      description={t('push.description')}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <ol className="list-decimal space-y-2 ps-5 text-sm marker:font-semibold marker:text-zinc-500">
          <li>{t('push.steps.token')}</li>
          <li>{t('push.steps.install')}</li>
          <li>{t('push.steps.automation')}</li>
          <li>
            {t('push.steps.url')} {url ? code(url) : <em>{t('push.urlAfterToken')}</em>}
          </li>
          <li>
            {t('push.steps.header')} {code('Authorization: Bearer <token>')}
          </li>
          <li>{t('push.steps.data')}</li>
          <li>{t('push.steps.sync')}</li>
        </ol>

        <div className="space-y-4">
          {create.isSuccess ? (
            <Alert tone="warning" title={t('push.onceTitle')}>
              <div className="mt-2 space-y-3">
                <p>{t('push.once')}</p>
                <CopyField label={t('push.token')} copyLabel={t('push.copyToken')} value={create.data.token} />
                <CopyField label={t('push.url')} copyLabel={t('push.copyUrl')} value={create.data.url} />
                <Button size="sm" variant="secondary" onClick={() => create.reset()}>
                  {t('push.done')}
                </Button>
              </div>
            </Alert>
          ) : (
            <Button
              onClick={() => create.mutate()}
              loading={create.isPending}
              icon={<KeyRound className="size-4" aria-hidden="true" />}
            >
              {t('push.create')}
            </Button>
          )}
          {create.isError && <ErrorMessage message={create.error.message} />}

          <div className="space-y-2">
            <h3 className="text-sm font-semibold">{t('push.listTitle')}</h3>
            {revoke.isError && !revoking && <ErrorMessage message={revoke.error.message} />}
            {tokens.isPending ? (
              <LoadingBlock />
            ) : tokens.isError ? (
              <ErrorMessage message={t('push.loadError')} />
            ) : (
              <Table
                caption={t('push.listTitle')}
                columns={columns}
                rows={tokens.data}
                rowKey={(row) => row.id}
                empty={<EmptyState title={t('push.empty')} />}
              />
            )}
          </div>

          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {t('push.script')} {code(SCRIPT_BODY)}
          </p>
        </div>
      </div>

      <ConfirmDialog
        open={revoking !== null}
        title={t('push.revokeTitle')}
        message={t('push.revokeMessage')}
        confirmLabel={t('push.revoke')}
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })
        }}
      />
    </Section>
  )
}
