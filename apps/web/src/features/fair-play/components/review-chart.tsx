import type { ReviewDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { DailyBarChart } from '../../../components/ui/index.ts'
import { formatDay } from '../../../lib/format.ts'
import { reviewBars, type ReviewBar } from '../review-rules.ts'

const colours = {
  before: { light: '#a1a1aa', dark: '#71717a' },
  flagged: { light: '#d97706', dark: '#fbbf24' },
}

/** The member's 28 days before the flagged day in grey, and the flagged day's recorded count after them in amber. */
export function ReviewChart({ day }: { day: ReviewDay }) {
  const { t, i18n } = useTranslation('review')
  return (
    <DailyBarChart<ReviewBar>
      className="h-36"
      label={t('chart.label', { name: day.username, date: formatDay(day.date, i18n.language) })}
      days={reviewBars(day)}
      series={[
        { key: 'before', colour: colours.before, label: () => t('chart.before'), top: true },
        { key: 'flagged', colour: colours.flagged, label: () => t('chart.flagged'), top: true },
      ]}
    />
  )
}
