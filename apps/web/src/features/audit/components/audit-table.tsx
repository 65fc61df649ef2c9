import type { AuditEntry } from '@stepup/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, Table, type Column } from '../../../components/ui/index.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { WIDER_THAN_PHONE, useMediaQuery } from '../../../lib/use-media-query.ts'
import { AuditChangeList } from './audit-change-list.tsx'
import { actorName, formatAuditTarget } from './audit-words.ts'

/**
 * The entries as a table, newest first; on a phone as cards (the action, what it was on, who and
 * when, then what changed), since five columns do not fit.
 */
export function AuditTable({ entries, empty }: { entries: AuditEntry[]; empty: ReactNode }) {
  const { t } = useTranslation('audit')
  const widerThanPhone = useMediaQuery(WIDER_THAN_PHONE)
  if (entries.length === 0) return <>{empty}</>
  if (!widerThanPhone) return <AuditCards entries={entries} />
  const columns: Column<AuditEntry>[] = [
    {
      key: 'at',
      header: t('columns.at'),
      className: 'align-top tabular-nums',
      cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
    },
    { key: 'admin', header: t('columns.admin'), className: 'align-top', cell: (entry) => <AdminName entry={entry} /> },
    {
      key: 'action',
      header: t('columns.action'),
      className: 'align-top',
      cell: (entry) => (
        <>
          <span className="block font-medium">{t(`actions.${entry.action}`)}</span>
          {entry.target && (
            <bdi className="block text-zinc-500 dark:text-zinc-400">{formatAuditTarget(entry.target)}</bdi>
          )}
        </>
      ),
    },
    {
      key: 'member',
      header: t('columns.member'),
      className: 'align-top',
      cell: (entry) =>
        entry.subject?.username ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('noMember')}</span>
          </>
        ),
    },
    {
      key: 'changes',
      header: t('columns.changes'),
      className: 'w-2/5 align-top',
      cell: (entry) => <AuditChangeList entry={entry} />,
    },
  ]
  return <Table caption={t('caption')} columns={columns} rows={entries} rowKey={(entry) => entry.id} />
}

/** On a phone, each entry a card that reads top to bottom. */
function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('audit')
  return (
    <Card>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('caption')}>
        {entries.map((entry) => (
          <li key={entry.id} className="space-y-1.5 px-4 py-3">
            <div>
              <p className="font-medium">{t(`actions.${entry.action}`)}</p>
              {entry.target && (
                <p dir="auto" className="text-sm text-zinc-500 dark:text-zinc-400">
                  {formatAuditTarget(entry.target)}
                </p>
              )}
            </div>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">
              <time dateTime={entry.at} className="tabular-nums">
                {formatDateTime(entry.at)}
              </time>
              {' · '}
              {t('columns.admin')}: <AdminName entry={entry} />
              {entry.subject && (
                <>
                  {' · '}
                  {t('columns.member')}: <bdi>{entry.subject.username}</bdi>
                </>
              )}
            </p>
            <AuditChangeList entry={entry} />
          </li>
        ))}
      </ul>
    </Card>
  )
}

/** The admin who acted, the directory, or a note that the admin's account has since been deleted. */
function AdminName({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit')
  return entry.actor ? <bdi>{entry.actor.username}</bdi> : <span className="italic">{actorName(entry, t)}</span>
}
