import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis'
import { localPoint } from '@visx/event'
import { GridRows } from '@visx/grid'
import { Group } from '@visx/group'
import { ParentSize } from '@visx/responsive'
import { scaleBand, scaleLinear } from '@visx/scale'
import { BarRounded } from '@visx/shape'
import { Text } from '@visx/text'
import { TooltipWithBounds, useTooltip } from '@visx/tooltip'
import type { PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCompact, formatCount, formatDay } from '../../lib/format.ts'
import { useTheme } from '../../lib/theme.ts'
import type { DailyBarChartProps } from './daily-bar-chart.tsx'

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

/** Room for the scale's numbers: Spanish compact numbers ("10,5 mil") in a wide fallback font. */
const SCALE_WIDTH = 64
/** Space between the plot and the card's edges, wide enough for half a date under the last bar. */
const MARGIN = { top: 8, side: 28, bottom: 28 }
const TICK = { fontSize: 12, fontFamily: 'inherit' }
/** A generous width of one character of the dates under the bars, at their size, and the gap between dates. */
const CHARACTER_WIDTH = 7
const LABEL_GAP = 16

/**
 * The dates named under the bars: the last day, then every so many days back, as many as fit the
 * plot's width side by side. The width of a date is estimated from its length rather than measured
 * in the page's layout, which would cost more than drawing the whole chart.
 */
function labelledDates(dates: string[], plotWidth: number, format: (date: string) => string): string[] {
  const longest = Math.max(0, ...dates.map((date) => format(date).length))
  const fitting = Math.max(1, Math.floor(plotWidth / (longest * CHARACTER_WIDTH + LABEL_GAP)))
  const step = Math.max(1, Math.ceil(dates.length / fitting))
  const labelled: string[] = []
  for (let index = dates.length - 1; index >= 0; index -= step) labelled.unshift(dates[index]!)
  return labelled
}

/**
 * The reference line as an SVG path: each day's level across its slot, joined by upright steps
 * where the level changes, from the plot's earliest edge to its latest; a day without a level
 * breaks the line. A level that never changes is one straight line.
 */
export function referencePath(
  levels: (number | null)[],
  bandStart: (index: number) => number,
  step: number,
  bandwidth: number,
  plotWidth: number,
  rtl: boolean,
  y: (level: number) => number,
): string {
  const parts: string[] = []
  let drawing = false
  levels.forEach((level, index) => {
    if (level === null) {
      drawing = false
      return
    }
    const slotStart = bandStart(index) - (step - bandwidth) / 2
    let from = rtl ? slotStart + step : slotStart
    let to = rtl ? slotStart : slotStart + step
    if (index === 0) from = rtl ? plotWidth : 0
    if (index === levels.length - 1) to = rtl ? 0 : plotWidth
    parts.push(`${drawing ? 'L' : 'M'}${from},${y(level)}`, `L${to},${y(level)}`)
    drawing = true
  })
  return parts.join(' ')
}

/**
 * The plot of a DailyBarChart, drawn with visx as plain SVG: loaded apart from the page, after it.
 * A month of days is a few hundred elements that React draws in one short pass; nothing is
 * measured in the page's layout but the box's width.
 */
export default function DailyBarPlot<Day extends { date: string }>(props: DailyBarChartProps<Day>) {
  return (
    <ParentSize>{({ width, height }) => width > 0 && <Plot {...props} width={width} height={height} />}</ParentSize>
  )
}

function Plot<Day extends { date: string }>({
  days,
  series,
  reference,
  width,
  height,
}: DailyBarChartProps<Day> & { width: number; height: number }) {
  const { i18n } = useTranslation()
  const { theme } = useTheme()
  const colours = frame[theme]
  const rtl = i18n.dir() === 'rtl'
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<Day>()

  const value = (day: Day, key: string) => Number(day[key as keyof Day]) || 0
  const totals = days.map((day) => series.reduce((sum, part) => sum + value(day, part.key), 0))
  const levelOf = (day: Day) =>
    reference === undefined ? null : typeof reference.value === 'number' ? reference.value : reference.value(day)
  const levels = days.map(levelOf)
  const plotWidth = Math.max(0, width - SCALE_WIDTH - MARGIN.side)
  const plotHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom)
  // Time runs the reader's way: from the right, and the scale on the right, in a right-to-left
  // language. The plot itself stays left to right, so SVG text anchors do not flip.
  const x = scaleBand({
    domain: days.map((day) => day.date),
    range: rtl ? [plotWidth, 0] : [0, plotWidth],
    padding: 0.2,
  })
  const y = scaleLinear({
    // The reference line stays in view even when every bar is below it.
    domain: [0, Math.max(1, ...totals, ...levels.map((level) => level ?? 0))],
    range: [plotHeight, 0],
    nice: true,
  })
  const left = rtl ? MARGIN.side : SCALE_WIDTH
  const shortDay = (date: string) => formatDay(date, i18n.language, 'short')
  const barWidth = Math.min(x.bandwidth(), 48)
  const referenceColour = reference?.colour?.[theme] ?? colours.reference
  const lastLevel = levels.findLast((level) => level !== null) ?? null

  const onPointer = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event)
    if (!point) return
    const step = x.step()
    const offset = point.x - left
    const index = Math.floor((rtl ? plotWidth - offset : offset) / step)
    const day = days[Math.min(days.length - 1, Math.max(0, index))]
    if (day) showTooltip({ tooltipData: day, tooltipLeft: point.x, tooltipTop: point.y })
  }

  const Scale = rtl ? AxisRight : AxisLeft
  return (
    <div className="relative">
      <svg width={width} height={height}>
        <Group left={left} top={MARGIN.top}>
          <GridRows scale={y} width={plotWidth} numTicks={5} stroke={colours.grid} />
          {tooltipOpen && tooltipData && (
            <rect
              x={(x(tooltipData.date) ?? 0) - (x.step() - x.bandwidth()) / 2}
              width={x.step()}
              height={plotHeight}
              fill={colours.cursor}
            />
          )}
          {days.map((day) => {
            let base = 0
            return series.map((part) => {
              const amount = value(day, part.key)
              const top = y(base + amount)
              const bottom = y(base)
              base += amount
              if (amount <= 0) return null
              return (
                <BarRounded
                  key={`${day.date}-${part.key}`}
                  className="chart-bar"
                  x={(x(day.date) ?? 0) + (x.bandwidth() - barWidth) / 2}
                  y={top}
                  width={barWidth}
                  height={bottom - top}
                  radius={part.top ? Math.min(4, barWidth / 2) : 0}
                  top={part.top}
                  fill={(part.colourOf?.(day) ?? part.colour)[theme]}
                />
              )
            })
          })}
          {reference && lastLevel !== null && (
            <g className="chart-reference">
              <path
                d={referencePath(
                  levels,
                  (index) => x(days[index]!.date) ?? 0,
                  x.step(),
                  x.bandwidth(),
                  plotWidth,
                  rtl,
                  y,
                )}
                fill="none"
                stroke={referenceColour}
                strokeDasharray="6 4"
                strokeWidth={2}
              />
              {/* A halo in the card's colour keeps the name readable where it crosses a bar. */}
              <Text
                x={rtl ? 4 : plotWidth - 4}
                y={y(lastLevel) - 6}
                textAnchor={rtl ? 'start' : 'end'}
                fill={referenceColour}
                stroke={colours.tooltipBg}
                strokeWidth={4}
                paintOrder="stroke"
                fontSize={12}
                fontWeight={600}
              >
                {reference.label}
              </Text>
            </g>
          )}
          <AxisBottom
            top={plotHeight}
            scale={x}
            tickValues={labelledDates(
              days.map((day) => day.date),
              plotWidth,
              shortDay,
            )}
            tickFormat={shortDay}
            stroke={colours.grid}
            hideTicks
            tickLabelProps={{ ...TICK, fill: colours.axis, textAnchor: 'middle' }}
          />
          <Scale
            left={rtl ? plotWidth : 0}
            scale={y}
            numTicks={5}
            tickFormat={(amount) => formatCompact(Number(amount))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...TICK, fill: colours.axis, textAnchor: rtl ? 'start' : 'end', dx: rtl ? 4 : -4 }}
          />
          {/* The whole plot answers the pointer: the day under it opens its tooltip. */}
          <rect
            width={plotWidth}
            height={plotHeight}
            fill="transparent"
            onPointerMove={onPointer}
            onPointerDown={onPointer}
            onPointerLeave={hideTooltip}
          />
        </Group>
      </svg>
      {tooltipOpen && tooltipData && (
        <TooltipWithBounds
          left={tooltipLeft}
          top={tooltipTop}
          style={{
            position: 'absolute',
            pointerEvents: 'none',
            padding: '8px 12px',
            fontSize: 14,
            lineHeight: 1.5,
            background: colours.tooltipBg,
            border: `1px solid ${colours.tooltipBorder}`,
            borderRadius: 12,
            color: colours.text,
            direction: rtl ? 'rtl' : 'ltr',
          }}
        >
          <p className="font-medium">{formatDay(tooltipData.date, i18n.language)}</p>
          {series.map((part) => (
            <p key={part.key}>
              {part.label(tooltipData)}: {formatCount(value(tooltipData, part.key))}
            </p>
          ))}
          {reference && typeof reference.value === 'function' && levelOf(tooltipData) !== null && (
            <p>
              {reference.label}: {formatCount(levelOf(tooltipData)!)}
            </p>
          )}
        </TooltipWithBounds>
      )}
    </div>
  )
}
