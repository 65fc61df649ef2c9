import type { BoardEntry } from '@stepup/contract'
import clsx from 'clsx'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/index.ts'
import { formatCount } from './format.ts'

/** The leaderboard on phones: one line per member (rank, name, total) with steps and bonus beneath. */
export function BoardList({ rows, viewerId }: { rows: BoardEntry[]; viewerId?: number }) {
  const { t } = useTranslation('scores')
  return (
    <ol
      aria-label={t('all.ranking')}
      className="divide-y divide-zinc-200 overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:divide-zinc-800 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {rows.map((row) => (
        <li
          key={row.user.id}
          className={clsx(
            'flex items-center gap-3 px-3 py-2.5',
            row.user.id === viewerId && 'bg-brand-50/70 dark:bg-brand-950/40',
          )}
        >
          <span className="w-9 shrink-0 text-sm font-semibold text-zinc-500 tabular-nums dark:text-zinc-400">
            #{row.rank}
          </span>
          <Avatar name={row.user.username} src={row.user.avatarUrl} size="sm" />
          <span className="min-w-0 flex-1">
            <span dir="auto" className="block truncate text-sm font-medium">
              {row.user.username}
              {row.user.id === viewerId && (
                <span className="text-brand-600 dark:text-brand-400 ms-1 text-xs">({t('you')})</span>
              )}
            </span>
            <span className="block text-xs text-zinc-500 dark:text-zinc-400">
              {t('all.stepsAndBonus', { steps: formatCount(row.steps), bonus: formatCount(row.bonus) })}
            </span>
          </span>
          <span className="text-end">
            <span className="block text-sm font-bold tabular-nums">{formatCount(row.total)}</span>
            <span className="block text-[10px] tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              {t('columns.total')}
            </span>
          </span>
        </li>
      ))}
    </ol>
  )
}
