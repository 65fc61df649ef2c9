import type { HistoryDay } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTheme } from '../../../lib/theme.ts'
import { formatCompact, formatCount, formatDay, localToday, shiftDay } from './format.ts'

const CHART_DAYS = 30

const palettes = {
  light: {
    steps: '#ef3c07',
    bonus: '#f59e0b',
    grid: '#e4e4e7',
    axis: '#71717a',
    tooltipBg: '#ffffff',
    tooltipBorder: '#e4e4e7',
    cursor: '#f4f4f5',
  },
  dark: {
    steps: '#ff7b38',
    bonus: '#fbbf24',
    grid: '#27272a',
    axis: '#a1a1aa',
    tooltipBg: '#18181b',
    tooltipBorder: '#3f3f46',
    cursor: '#27272a',
  },
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
  const { t, i18n } = useTranslation('scores')
  const { theme } = useTheme()
  const colours = palettes[theme]
  const data = lastDays(history, localToday())
  // Right to left, time runs from the right and the step scale stands on the right.
  const rtl = i18n.dir() === 'rtl'
  return (
    <div className="h-64 w-full" role="img" aria-label={t('chart.label')}>
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
            labelFormatter={(date) => formatDay(String(date), i18n.language)}
            formatter={(value, name) => [
              formatCount(Number(value)),
              name === 'steps' ? t('columns.steps') : t('columns.bonus'),
            ]}
          />
          <Bar dataKey="steps" stackId="day" fill={colours.steps} radius={[0, 0, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="bonus" stackId="day" fill={colours.bonus} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
