import type { ImportStatus, ImportSummary } from '@stepup/contract'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorMessage,
  Table,
  UserText,
  type BadgeTone,
  type Column,
} from '../../../components/ui/index.ts'
import { useRemoveImport } from '../api/remove-import.ts'
import { formatCount, formatDay } from './format.ts'

const statusTones: Record<ImportStatus, BadgeTone> = {
  processing: 'info',
  ready: 'warning',
  applied: 'success',
  failed: 'danger',
  removed: 'neutral',
}

/**
 * The member's imports, newest first, each to open again or to remove behind a confirmation; one
 * being read can be stopped the same way.
 */
export function PastImports({
  imports,
  openId,
  onOpen,
  onRemoved,
}: {
  imports: ImportSummary[]
  openId: number | null
  onOpen: (id: number) => void
  onRemoved: (id: number) => void
}) {
  const { t, i18n } = useTranslation('imports')
  const remove = useRemoveImport()
  const [removing, setRemoving] = useState<ImportSummary | null>(null)
  const day = (date: string) => formatDay(date, i18n.language)

  const columns: Column<ImportSummary>[] = [
    {
      key: 'file',
      header: t('past.file'),
      className: 'max-w-56',
      cell: (row) => (
        <UserText truncate className="font-medium">
          {row.fileName}
        </UserText>
      ),
    },
    { key: 'format', header: t('past.format'), cell: (row) => <bdi>{t(`formats.${row.format}`)}</bdi> },
    {
      key: 'dates',
      header: t('past.dates'),
      cell: (row) =>
        row.firstDate && row.lastDate ? (
          <bdi>{t('preview.range', { first: day(row.firstDate), last: day(row.lastDate) })}</bdi>
        ) : (
          '—'
        ),
    },
    { key: 'days', header: t('past.days'), align: 'right', cell: (row) => formatCount(row.days) },
    { key: 'steps', header: t('past.steps'), align: 'right', cell: (row) => formatCount(row.steps) },
    {
      key: 'status',
      header: t('past.status'),
      cell: (row) => <Badge tone={statusTones[row.status]}>{t(`status.${row.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('past.actions')}</span>,
      align: 'right',
      cell: (row) => (
        <span className="inline-flex flex-wrap justify-end gap-1">
          {(row.status === 'ready' || row.status === 'applied' || row.status === 'failed') && row.id !== openId && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('past.openNamed', { name: row.fileName })}
              onClick={() => onOpen(row.id)}
            >
              {t('past.open')}
            </Button>
          )}
          {row.status !== 'removed' && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t(row.status === 'processing' ? 'past.cancelNamed' : 'past.removeNamed', {
                name: row.fileName,
              })}
              onClick={() => {
                remove.reset()
                setRemoving(row)
              }}
            >
              {t(row.status === 'processing' ? 'past.cancel' : 'past.remove')}
            </Button>
          )}
        </span>
      ),
    },
  ]

  return (
    <>
      {remove.isError && !removing && <ErrorMessage message={remove.error.message} />}
      <Table
        caption={t('past.title')}
        columns={columns}
        rows={imports}
        rowKey={(row) => row.id}
        empty={
          <EmptyState
            icon={<FileText className="size-6" aria-hidden="true" />}
            title={t('past.empty')}
            description={t('past.emptyHint')}
          />
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title={t(removing?.status === 'processing' ? 'remove.processingTitle' : 'remove.title')}
        message={
          removing &&
          (removing.status === 'applied'
            ? t('remove.applied', { name: removing.fileName })
            : removing.status === 'processing'
              ? t('remove.processing', { name: removing.fileName })
              : t('remove.notApplied', { name: removing.fileName }))
        }
        confirmLabel={t(removing?.status === 'processing' ? 'remove.processingConfirm' : 'remove.confirm')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return
          const id = removing.id
          remove.mutate(id, {
            onSuccess: () => onRemoved(id),
            onSettled: () => setRemoving(null),
          })
        }}
      />
    </>
  )
}
