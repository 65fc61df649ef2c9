import type { ImportDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { DailyBarChart } from '../../../components/ui/index.ts'
import { useTheme } from '../../../lib/theme.ts'
import { chartDays } from './preview-days.ts'

const colours = {
  counted: { light: '#ef3c07', dark: '#ff7b38' },
  skipped: { light: '#a1a1aa', dark: '#52525b' },
}

/** Steps per day of the file: days that will count in the brand colour, the others in grey. */
export function ImportChart({ days }: { days: ImportDay[] }) {
  const { t } = useTranslation('imports')
  const { theme } = useTheme()
  const data = chartDays(days)
  const reasons = new Map(data.map((day) => [day.date, day.reason]))
  return (
    <figure className="space-y-2">
      <DailyBarChart
        className="h-56"
        label={t('preview.chartLabel')}
        days={data}
        series={[
          { key: 'counted', colour: colours.counted, label: () => t('preview.legendCounted') },
          {
            key: 'skipped',
            colour: colours.skipped,
            label: (day) => t(`reasons.${reasons.get(day.date) ?? 'beforeWindow'}`),
            top: true,
          },
        ]}
      />
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: colours.counted[theme] }} aria-hidden="true" />
          {t('preview.legendCounted')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: colours.skipped[theme] }} aria-hidden="true" />
          {t('preview.legendSkipped')}
        </span>
      </figcaption>
    </figure>
  )
}
