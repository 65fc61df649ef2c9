import { Trophy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar, Card, Skeleton } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { useWeekLeaders, WEEK_LEADERS } from '../../scores/index.ts'

const rowClasses = 'flex items-center gap-3 rounded-xl bg-zinc-50 px-3 py-2.5 dark:bg-zinc-800/60'

/** This week's real top three, with the way to the whole week's board. */
export function WeekLeaders() {
  const { t } = useTranslation('home')
  const leaders = useWeekLeaders()
  // Members with nothing yet this week would all tie at the bottom: leave them out.
  const users = (leaders.data?.users ?? []).filter((row) => row.total > 0)
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="font-semibold">{t('leaders.title')}</h2>
        <Trophy className="size-5 text-brand-500" aria-hidden="true" />
      </div>
      {leaders.isPending ? (
        <ol className="space-y-3" aria-busy="true">
          {Array.from({ length: WEEK_LEADERS }, (_, index) => (
            <li key={index} className={rowClasses}>
              <Skeleton className="h-5 w-full" />
            </li>
          ))}
        </ol>
      ) : leaders.isError ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('leaders.loadError')}</p>
      ) : users.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('leaders.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="week-leaders">
          {users.map((row) => (
            <li key={row.user.id} className={rowClasses}>
              <span className="min-w-7 shrink-0 text-sm font-bold whitespace-nowrap text-brand-600 dark:text-brand-400">
                {t('ranks.rank', { rank: row.rank })}
              </span>
              <Avatar name={row.user.username} src={row.user.avatarUrl} size="sm" decorative />
              <div className="min-w-0 flex-1">
                <p dir="auto" className="truncate text-sm font-medium">
                  {row.user.username}
                </p>
                <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                  {t('ranks.points', { points: formatCount(row.total) })}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Link
        to="/allScores?period=week"
        className="mt-5 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('leaders.fullBoard')}
      </Link>
    </Card>
  )
}
