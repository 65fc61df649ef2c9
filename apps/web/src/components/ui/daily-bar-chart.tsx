import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCompact, formatCount, formatDay } from '../../lib/format.ts'
import { useTheme } from '../../lib/theme.ts'

const frame = {
  light: {
    grid: '#e4e4e7',
    axis: '#71717a',
    tooltipBg: '#ffffff',
    tooltipBorder: '#e4e4e7',
    cursor: '#f4f4f5',
    text: '#18181b',
    reference: '#0f766e',
  },
  dark: {
    grid: '#27272a',
    axis: '#a1a1aa',
    tooltipBg: '#18181b',
    tooltipBorder: '#3f3f46',
    cursor: '#27272a',
    text: '#f4f4f5',
    reference: '#5eead4',
  },
}

/** One stacked part of each day's bar. */
export interface DailySeries<Day> {
  key: keyof Day & string
  colour: { light: string; dark: string }
  /** What the tooltip calls this part of the given day. */
  label: (day: Day) => string
  /** Rounded top corners, for the part that ends the stack. */
  top?: boolean
}

/** A level drawn across the bars, such as a daily target, with its name at the line's end. */
export interface ChartReference {
  value: number
  label: string
}

/**
 * Days as stacked bars, one part per series, in the theme's colours, with an optional reference
 * line. Right to left, time runs from the right and the scale stands on the right. Tooltip words
 * are in the text colour, so a faint series still reads.
 */
export function DailyBarChart<Day extends { date: string }>({
  days,
  series,
  label,
  reference,
  className = 'h-64',
}: {
  days: Day[]
  series: DailySeries<Day>[]
  label: string
  reference?: ChartReference
  className?: string
}) {
  const { i18n } = useTranslation()
  const { theme } = useTheme()
  const colours = frame[theme]
  const rtl = i18n.dir() === 'rtl'
  return (
    // The plot is laid out left to right whatever the page's direction: right to left, SVG text
    // anchors flip and the scale's numbers would be drawn over the bars. Time order and the
    // scale's side follow the reader's direction instead.
    <div className={`${className} w-full`} dir="ltr" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
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
            // Room for Spanish compact numbers ("10,5 mil") in a wide fallback font.
            width={64}
          />
          <Tooltip
            cursor={{ fill: colours.cursor }}
            contentStyle={{
              background: colours.tooltipBg,
              border: `1px solid ${colours.tooltipBorder}`,
              borderRadius: 12,
              color: colours.text,
            }}
            itemStyle={{ color: colours.text }}
            wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
            labelFormatter={(date) => formatDay(String(date), i18n.language)}
            formatter={(value, name, item) => {
              const part = series.find((each) => each.key === name)
              return [formatCount(Number(value)), part ? part.label(item.payload as Day) : String(name)]
            }}
          />
          {series.map((part) => (
            <Bar
              key={part.key}
              dataKey={part.key as string}
              stackId="day"
              fill={part.colour[theme]}
              radius={part.top ? [4, 4, 0, 0] : [0, 0, 0, 0]}
              isAnimationActive={false}
            />
          ))}
          {reference && (
            <ReferenceLine
              y={reference.value}
              stroke={colours.reference}
              strokeDasharray="6 4"
              strokeWidth={2}
              // The line stays in view even when every bar is below it.
              ifOverflow="extendDomain"
              // A halo in the card's colour keeps the name readable where it crosses a bar.
              label={{
                value: reference.label,
                position: rtl ? 'insideTopLeft' : 'insideTopRight',
                fill: colours.reference,
                stroke: colours.tooltipBg,
                strokeWidth: 4,
                paintOrder: 'stroke',
                fontSize: 12,
                fontWeight: 600,
              }}
            />
          )}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
