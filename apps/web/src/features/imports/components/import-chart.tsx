import type { ImportDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTheme } from '../../../lib/theme.ts'
import { formatCompact, formatCount, formatDay } from './format.ts'
import { chartDays } from './preview-days.ts'

const palettes = {
  light: {
    counted: '#ef3c07',
    skipped: '#a1a1aa',
    grid: '#e4e4e7',
    axis: '#71717a',
    tooltipBg: '#ffffff',
    tooltipBorder: '#e4e4e7',
    cursor: '#f4f4f5',
  },
  dark: {
    counted: '#ff7b38',
    skipped: '#52525b',
    grid: '#27272a',
    axis: '#a1a1aa',
    tooltipBg: '#18181b',
    tooltipBorder: '#3f3f46',
    cursor: '#27272a',
  },
}

/** Steps per day of the file: days that will count in the brand colour, the others in grey. */
export function ImportChart({ days }: { days: ImportDay[] }) {
  const { t, i18n } = useTranslation('imports')
  const { theme } = useTheme()
  const colours = palettes[theme]
  const data = chartDays(days)
  const reasons = new Map(data.map((day) => [day.date, day.reason]))
  // Right to left, time runs from the right and the step scale stands on the right.
  const rtl = i18n.dir() === 'rtl'
  return (
    <figure className="space-y-2">
      <div className="h-56 w-full" role="img" aria-label={t('preview.chartLabel')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colours.grid} />
            <XAxis
              dataKey="date"
              tickFormatter={(date: string) => formatDay(date, i18n.language, 'short')}
              tick={{ fill: colours.axis, fontSize: 12 }}
              axisLine={{ stroke: colours.grid }}
              tickLine={false}
              minTickGap={16}
              reversed={rtl}
            />
            <YAxis
              tickFormatter={(value: number) => formatCompact(value)}
              orientation={rtl ? 'right' : 'left'}
              tick={{ fill: colours.axis, fontSize: 12 }}
              axisLine={false}
              tickLine={false}
              width={40}
            />
            <Tooltip
              cursor={{ fill: colours.cursor }}
              contentStyle={{
                background: colours.tooltipBg,
                border: `1px solid ${colours.tooltipBorder}`,
                borderRadius: 12,
                color: theme === 'dark' ? '#f4f4f5' : '#18181b',
              }}
              // The grey of a day that does not count would be too faint for its words.
              itemStyle={{ color: theme === 'dark' ? '#f4f4f5' : '#18181b' }}
              labelFormatter={(date) => formatDay(String(date), i18n.language)}
              formatter={(value, name, item) => {
                if (name === 'counted') return [formatCount(Number(value)), t('preview.legendCounted')]
                const reason = reasons.get(String((item.payload as { date: string }).date))
                return [formatCount(Number(value)), t(`reasons.${reason ?? 'beforeWindow'}`)]
              }}
            />
            <Bar dataKey="counted" stackId="day" fill={colours.counted} isAnimationActive={false} />
            <Bar dataKey="skipped" stackId="day" fill={colours.skipped} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: colours.counted }} aria-hidden="true" />
          {t('preview.legendCounted')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: colours.skipped }} aria-hidden="true" />
          {t('preview.legendSkipped')}
        </span>
      </figcaption>
    </figure>
  )
}
