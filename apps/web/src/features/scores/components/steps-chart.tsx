import type { GoalPeriod, HistoryDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { DailyBarChart, type DailySeries } from '../../../components/ui/index.ts'
import { useTheme } from '../../../lib/theme.ts'
import { goalOn } from '../../goals/index.ts'
import { formatCount, localToday, shiftDay } from './format.ts'

const CHART_DAYS = 30

const colours = {
  steps: { light: '#ef3c07', dark: '#ff7b38' },
  onGoal: { light: '#15803d', dark: '#4ade80' },
  bonus: { light: '#f59e0b', dark: '#fbbf24' },
  goal: { light: '#3f3f46', dark: '#e4e4e7' },
}

type ChartDay = Pick<HistoryDay, 'date' | 'steps' | 'bonus'>
type GoalDay = ChartDay & { goal: number | null }

/** The last 30 days ending today, days without a row shown as zero, each with its goal when known. */
export function lastDays(history: ChartDay[], today: string, goals: readonly GoalPeriod[] = [], days = CHART_DAYS) {
  const byDate = new Map(history.map((row) => [row.date, row]))
  return Array.from({ length: days }, (_, index): GoalDay => {
    const date = shiftDay(today, index - days + 1)
    const row = byDate.get(date)
    return { date, steps: row?.steps ?? 0, bonus: row?.bonus ?? 0, goal: goalOn(goals, date) }
  })
}

/** A day is on the goal when its steps, bonus aside, reach the goal of that day. */
const onGoal = (day: GoalDay) => day.goal !== null && day.steps >= day.goal

/**
 * Steps and bonus of the last 30 days as stacked bars, in the current theme's colours; with the
 * member's goals, their goal of each day as a (step) line, days on it in their own colour, a
 * legend, and the goal in the words a screen reader says.
 */
export function StepsChart({ history, goals }: { history: ChartDay[]; goals?: readonly GoalPeriod[] }) {
  const { t } = useTranslation('scores')
  const days = lastDays(history, localToday(), goals)
  const withGoal = goals !== undefined && goals.length > 0
  const series: DailySeries<GoalDay>[] = [
    {
      key: 'steps',
      colour: colours.steps,
      label: () => t('columns.steps'),
      ...(withGoal && { colourOf: (day: GoalDay) => (onGoal(day) ? colours.onGoal : colours.steps) }),
    },
    { key: 'bonus', colour: colours.bonus, label: () => t('columns.bonus'), top: true },
  ]
  if (!withGoal) return <DailyBarChart label={t('chart.label')} days={days} series={series} />

  const first = days[0]!.goal!
  const last = days.at(-1)!.goal!
  const label = [
    t('chart.labelWithGoal', {
      goal: formatCount(last),
      onGoal: days.filter(onGoal).length,
      days: days.length,
    }),
    days.some((day) => day.goal !== first)
      ? t('chart.goalChanged', { from: formatCount(first), to: formatCount(last) })
      : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="space-y-3">
      <DailyBarChart
        label={label}
        days={days}
        series={series}
        reference={{ value: (day) => day.goal, label: t('chart.goal'), colour: colours.goal }}
      />
      <ChartLegend />
    </div>
  )
}

/** What the colours and the dashed line stand for; the chart's own label says it to screen readers. */
function ChartLegend() {
  const { t } = useTranslation('scores')
  const { theme } = useTheme()
  const swatch = (colour: { light: string; dark: string }) => (
    <span className="inline-block size-3 shrink-0 rounded-sm" style={{ background: colour[theme] }} />
  )
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400"
      aria-hidden="true"
      data-testid="steps-chart-legend"
    >
      <li className="inline-flex items-center gap-1.5">
        {swatch(colours.steps)}
        {t('chart.legend.steps')}
      </li>
      <li className="inline-flex items-center gap-1.5">
        {swatch(colours.onGoal)}
        {t('chart.legend.onGoal')}
      </li>
      <li className="inline-flex items-center gap-1.5">
        {swatch(colours.bonus)}
        {t('chart.legend.bonus')}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span
          className="inline-block w-5 shrink-0 border-t-2 border-dashed"
          style={{ borderColor: colours.goal[theme] }}
        />
        {t('chart.legend.goal')}
      </li>
    </ul>
  )
}
