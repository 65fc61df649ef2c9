import type { HistoryDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { DailyBarChart } from '../../../components/ui/index.ts'
import { localToday, shiftDay } from './format.ts'

const CHART_DAYS = 30

const colours = {
  steps: { light: '#ef3c07', dark: '#ff7b38' },
  bonus: { light: '#f59e0b', dark: '#fbbf24' },
}

type ChartDay = Pick<HistoryDay, 'date' | 'steps' | 'bonus'>

/** The last 30 days ending today, days without a row shown as zero. */
export function lastDays(history: ChartDay[], today: string, days = CHART_DAYS) {
  const byDate = new Map(history.map((row) => [row.date, row]))
  return Array.from({ length: days }, (_, index) => {
    const date = shiftDay(today, index - days + 1)
    const row = byDate.get(date)
    return { date, steps: row?.steps ?? 0, bonus: row?.bonus ?? 0 }
  })
}

/** Steps and bonus of the last 30 days as stacked bars, in the current theme's colours. */
export function StepsChart({ history }: { history: ChartDay[] }) {
  const { t } = useTranslation('scores')
  return (
    <DailyBarChart
      label={t('chart.label')}
      days={lastDays(history, localToday())}
      series={[
        { key: 'steps', colour: colours.steps, label: () => t('columns.steps') },
        { key: 'bonus', colour: colours.bonus, label: () => t('columns.bonus'), top: true },
      ]}
    />
  )
}
