import { lazy, Suspense } from 'react'
import type DailyBarPlotType from './daily-bar-chart-plot.tsx'
import { Skeleton } from './spinner.tsx'

/** One stacked part of each day's bar. */
export interface DailySeries<Day> {
  key: keyof Day & string
  colour: { light: string; dark: string }
  /** What the tooltip calls this part of the given day. */
  label: (day: Day) => string
  /** Rounded top corners, for the part that ends the stack. */
  top?: boolean
  /** A day's own colour for this part, where it differs from `colour` (a day on the goal). */
  colourOf?: (day: Day) => { light: string; dark: string }
}

/**
 * A level drawn across the bars, such as a daily target, with its name at the line's end. A level
 * of each day (a member's goal that changed) is drawn as a step line and named in the tooltip.
 */
export interface ChartReference<Day> {
  value: number | ((day: Day) => number | null)
  label: string
  colour?: { light: string; dark: string }
}

export interface DailyBarChartProps<Day> {
  days: Day[]
  series: DailySeries<Day>[]
  label: string
  reference?: ChartReference<Day>
  className?: string
}

// `lazy` drops the plot's type parameter; the module's own export keeps it.
const DailyBarPlot = lazy(() => import('./daily-bar-chart-plot.tsx')) as unknown as typeof DailyBarPlotType

/**
 * Days as stacked bars, one part per series, in the theme's colours, with an optional reference
 * line. Right to left, time runs from the right and the scale stands on the right. Tooltip words
 * are in the text colour, so a faint series still reads.
 *
 * The box keeps its size while the plot's code loads (a grey placeholder), so the page around it
 * renders first and does not move when the bars come.
 */
export function DailyBarChart<Day extends { date: string }>(props: DailyBarChartProps<Day>) {
  const { label, className = 'h-64' } = props
  return (
    // The plot is laid out left to right whatever the page's direction: right to left, SVG text
    // anchors flip and the scale's numbers would be drawn over the bars. Time order and the
    // scale's side follow the reader's direction instead.
    <div className={`${className} w-full`} dir="ltr" role="img" aria-label={label}>
      <Suspense fallback={<Skeleton className="size-full" />}>
        <DailyBarPlot {...props} />
      </Suspense>
    </div>
  )
}
