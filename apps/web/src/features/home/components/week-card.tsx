import type { HistoryDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Card } from '../../../components/ui/index.ts'
import { formatCount, formatDay } from '../../../lib/format.ts'
import { weekAgainstLast } from '../week.ts'

/**
 * This week against last, day by day: two thin bars per weekday, drawn with plain elements rather
 * than the chart library, so Home stays light on a phone (docs/decisions/130). The numbers are in
 * a table for screen readers; the bars are decoration.
 */
export function WeekCard({ history, today }: { history: HistoryDay[]; today: string }) {
  const { t, i18n } = useTranslation('home')
  const week = weekAgainstLast(history, today)
  const highest = Math.max(1, ...week.days.flatMap((day) => [day.thisWeek, day.lastWeek]))
  const change = week.thisWeek - week.lastWeekSameDays
  const weekday = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', weekday: 'narrow' }).format(new Date(`${date}T00:00:00Z`))
  return (
    <Card className="p-5 sm:p-6" data-testid="home-week">
      <h2 className="font-semibold">{t('week.title')}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t('week.thisWeek')}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="home-week-total">
            {formatCount(week.thisWeek)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{t('week.lastWeek')}</dt>
          <dd className="text-2xl font-bold text-zinc-500 tabular-nums dark:text-zinc-400">
            {formatCount(week.lastWeek)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        {change === 0
          ? t('week.same')
          : change > 0
            ? t('week.ahead', { steps: formatCount(change) })
            : t('week.behind', { steps: formatCount(-change) })}
      </p>
      <div aria-hidden="true" className="mt-4 grid h-28 grid-cols-7 items-end gap-1.5">
        {week.days.map((day) => (
          <div key={day.date} className="flex h-full flex-col items-center justify-end gap-1">
            <div className="flex h-full w-full items-end justify-center gap-0.5">
              <div
                className="w-2.5 rounded-t bg-zinc-300 dark:bg-zinc-700"
                style={{ height: `${(day.lastWeek / highest) * 100}%` }}
              />
              <div
                className={`w-2.5 rounded-t ${day.date === today ? 'bg-brand-600 dark:bg-brand-400' : 'bg-brand-400 dark:bg-brand-600'}`}
                style={{ height: `${(day.thisWeek / highest) * 100}%` }}
              />
            </div>
            <span
              className={`text-[11px] ${day.date === today ? 'font-bold text-zinc-900 dark:text-zinc-100' : 'text-zinc-500 dark:text-zinc-400'}`}
            >
              {weekday(day.date)}
            </span>
          </div>
        ))}
      </div>
      <p aria-hidden="true" className="mt-3 flex gap-4 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-400 dark:bg-brand-600" />
          {t('week.thisWeek')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-zinc-300 dark:bg-zinc-700" />
          {t('week.lastWeek')}
        </span>
      </p>
      {/* A table ignores the clipping of sr-only: the box around it keeps it from widening a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{t('week.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('week.day')}</th>
              <th scope="col">{t('week.thisWeek')}</th>
              <th scope="col">{t('week.lastWeek')}</th>
            </tr>
          </thead>
          <tbody>
            {week.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date, i18n.language)}</th>
                <td>{day.future ? '–' : formatCount(day.thisWeek)}</td>
                <td>{formatCount(day.lastWeek)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  )
}
