import type { Competition, HistoryDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { DailyBarChart } from '../../../components/ui/index.ts'
import { localToday } from '../../../lib/format.ts'
import { stepsOnCompetitionDays, targetOf } from '../competition-rules.ts'

const colours = { steps: { light: '#ef3c07', dark: '#ff7b38' } }

/** The viewer's steps on each day of the competition so far, against the daily target. */
export function DaysChart({ competition, history }: { competition: Competition; history: HistoryDay[] }) {
  const { t } = useTranslation('competitions')
  const days = stepsOnCompetitionDays(history, competition.startDate, competition.endDate, localToday())
  if (days.length === 0) return <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('chart.empty')}</p>
  return (
    <DailyBarChart
      label={t('chart.label')}
      days={days}
      series={[{ key: 'steps', colour: colours.steps, label: () => t('columns.steps'), top: true }]}
      reference={{ value: targetOf(competition.scoring), label: t('chart.target') }}
    />
  )
}
