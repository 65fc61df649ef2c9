import type { Announcement } from '@stepup/contract'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge, Button, ConfirmDialog, EmptyState, Table, type Column } from '../../../components/ui/index.ts'
import { formatCount, formatDateTime } from '../../../lib/format.ts'
import { useDeleteAnnouncement } from '../api/delete-announcement.ts'

/** An announcement's title in the reader's language, else English, else the first one written. */
export function titleFor(announcement: Pick<Announcement, 'title'>, language: string) {
  const titles = announcement.title as Record<string, string | undefined>
  return titles[language] ?? titles.en ?? Object.values(titles).find(Boolean) ?? ''
}

/**
 * The announcements, newest first: title (still showing or ended), audience, recipients, until when
 * it shows and who wrote it; each can be deleted, behind a confirmation.
 */
export function AnnouncementList({ announcements, now = new Date() }: { announcements: Announcement[]; now?: Date }) {
  const { t, i18n } = useTranslation('notifications')
  const remove = useDeleteAnnouncement()
  const [deleting, setDeleting] = useState<Announcement | null>(null)

  const audienceOf = ({ audience, audienceName }: Announcement) => {
    if (audience.type === 'everyone') return t('admin.list.everyone')
    if (audienceName === null)
      return audience.type === 'competition' ? t('admin.list.deletedCompetition') : t('admin.list.deletedTeam')
    return t(`admin.list.${audience.type}`, { name: audienceName })
  }

  const columns: Column<Announcement>[] = [
    {
      key: 'title',
      header: t('admin.list.announcement'),
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 sm:justify-start">
          <span className="font-medium [overflow-wrap:anywhere]">
            <bdi>{titleFor(row, i18n.language)}</bdi>
          </span>
          {Date.parse(row.showUntil) > now.getTime() ? (
            <Badge tone="success">{t('admin.list.showing')}</Badge>
          ) : (
            <Badge>{t('admin.list.ended')}</Badge>
          )}
        </span>
      ),
    },
    { key: 'audience', header: t('admin.list.audience'), cell: (row) => <bdi>{audienceOf(row)}</bdi> },
    {
      key: 'recipients',
      header: t('admin.list.recipients'),
      align: 'right',
      className: 'tabular-nums',
      cell: (row) => formatCount(row.recipients, i18n.language),
    },
    {
      key: 'until',
      header: t('admin.list.until'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDateTime(row.showUntil, i18n.language),
    },
    {
      key: 'by',
      header: t('admin.list.by'),
      cell: (row) => (row.createdBy === null ? t('admin.list.deletedAuthor') : <bdi>{row.createdBy}</bdi>),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('admin.list.actions')}</span>,
      align: 'right',
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          aria-label={t('admin.list.deleteNamed', { title: titleFor(row, i18n.language) })}
          onClick={() => {
            remove.reset()
            setDeleting(row)
          }}
        >
          {t('admin.list.delete')}
        </Button>
      ),
    },
  ]

  return (
    <div className="space-y-4">
      {remove.isError && !deleting && (
        <Alert tone="error" title={t('admin.list.deleteFailed')}>
          {remove.error.message}
        </Alert>
      )}
      <Table
        columns={columns}
        rows={announcements}
        rowKey={(row) => row.id}
        caption={t('admin.list.title')}
        empty={<EmptyState title={t('admin.list.empty')} />}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.list.deleteTitle')}
        message={t('admin.list.deleteMessage')}
        confirmLabel={t('admin.list.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }}
      />
    </div>
  )
}
