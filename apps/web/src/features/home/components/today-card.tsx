import type { HistoryDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { SourceBadge } from '../../../components/ui/index.ts'
import { formatDay, formatRelative } from '../../../lib/format.ts'
import { GoalCard } from '../../goals/index.ts'
import { latestCountedDay } from '../week.ts'

/**
 * Today's steps against the member's daily goal, as a ring; under it, when steps last arrived: the
 * newest counted day with its source, and the phone's last push when one is connected.
 */
export function TodayCard({
  history,
  today,
  lastPushAt,
}: {
  history: HistoryDay[]
  today: string
  lastPushAt: string | null
}) {
  const { t, i18n } = useTranslation('home')
  const latest = latestCountedDay(history)
  return (
    <GoalCard history={history} today={today} testId="home-today">
      <div
        className="mt-4 space-y-1 border-t border-zinc-200 pt-3 text-sm dark:border-zinc-800"
        data-testid="home-last-sync"
      >
        {latest ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-zinc-600 dark:text-zinc-400">
              {t('today.latestDay', { day: formatDay(latest.date, i18n.language, 'short') })}
            </span>
            <SourceBadge source={latest.source!} importFormat={latest.importFormat} />
          </p>
        ) : (
          <p className="text-zinc-600 dark:text-zinc-400">{t('today.noDays')}</p>
        )}
        {lastPushAt && (
          <p className="text-zinc-600 dark:text-zinc-400">
            {t('today.lastPush', { when: formatRelative(lastPushAt, i18n.language) })}
          </p>
        )}
      </div>
    </GoalCard>
  )
}
