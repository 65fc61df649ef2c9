import { DAILY_STEP_GOAL, type HistoryDay } from '@stepup/contract'
import { Footprints } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, SourceBadge } from '../../../components/ui/index.ts'
import { formatCount, formatDay, formatRelative } from '../../../lib/format.ts'
import { latestCountedDay } from '../week.ts'

/**
 * Today's steps against the daily goal, as a bar; under it, when steps last arrived: the newest
 * counted day with its source, and the phone's last push when one is connected.
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
  const steps = history.find((day) => day.date === today)?.steps ?? 0
  const share = Math.min(1, steps / DAILY_STEP_GOAL)
  const left = DAILY_STEP_GOAL - steps
  const latest = latestCountedDay(history)
  return (
    <Card className="p-5 sm:p-6" data-testid="home-today">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">{t('today.title')}</h2>
        <Footprints className="size-5 text-brand-500" aria-hidden="true" />
      </div>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight tabular-nums" data-testid="home-today-steps">
          {formatCount(steps)}
        </span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('today.ofGoal', { goal: formatCount(DAILY_STEP_GOAL) })}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={t('today.progress')}
        aria-valuemin={0}
        aria-valuemax={DAILY_STEP_GOAL}
        aria-valuenow={Math.min(steps, DAILY_STEP_GOAL)}
        aria-valuetext={t('today.ofGoalFull', { steps: formatCount(steps), goal: formatCount(DAILY_STEP_GOAL) })}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-400 to-brand-600 rtl:bg-gradient-to-l"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        {left > 0 ? t('today.toGo', { steps: formatCount(left) }) : t('today.reached')}
      </p>
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
    </Card>
  )
}
