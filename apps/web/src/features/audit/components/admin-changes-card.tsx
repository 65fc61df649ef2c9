import type { AuditEntry } from '@stepup/contract'
import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format.ts'
import { Button, Card } from '../../../components/ui/index.ts'
import { AuditChangeList } from './audit-change-list.tsx'
import { actorName } from './audit-words.ts'
import { useMyAudit } from '../api/get-my-audit.ts'

/**
 * "Changes by admins" on My Scores: each admin action on the member's own data (a judged proof, a
 * corrected or voided day, a removal from a team), who made it, when, and what changed. Nothing
 * when there are none. The page that shows it loads the `audit` namespace.
 */
export function AdminChangesCard({ className }: { className?: string }) {
  const { t } = useTranslation('audit')
  const mine = useMyAudit()
  const entries = mine.data?.pages.flatMap((page) => page.entries) ?? []
  if (entries.length === 0) return null
  return (
    <Card className={className} data-testid="admin-changes">
      <div className="border-b border-zinc-200 px-5 py-4 dark:border-zinc-800">
        <h2 className="text-base font-semibold">{t('mine.title')}</h2>
        <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{t('mine.description')}</p>
      </div>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {entries.map((entry) => (
          <AdminChangeRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {mine.hasNextPage && (
        <div className="border-t border-zinc-200 px-5 py-3 dark:border-zinc-800">
          <Button variant="ghost" size="sm" loading={mine.isFetchingNextPage} onClick={() => void mine.fetchNextPage()}>
            {t('mine.more')}
          </Button>
        </div>
      )}
    </Card>
  )
}

function AdminChangeRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit')
  return (
    <li className="flex gap-3 px-5 py-3">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-500" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-medium">
            {t(`actions.${entry.action}`)}
            {entry.target && <span className="text-zinc-500 dark:text-zinc-400"> · {entry.target}</span>}
          </p>
          <time dateTime={entry.at} className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
            {formatDateTime(entry.at)}
          </time>
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('mine.by', { name: actorName(entry, t) })}</p>
        <AuditChangeList entry={entry} />
      </div>
    </li>
  )
}
