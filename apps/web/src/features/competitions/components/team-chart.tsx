import type { CompetitionTeamRow } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import { formatCompact } from '../../../lib/format.ts'
import { useTheme } from '../../../lib/theme.ts'
import { formatTeamScore } from './scoring-words.ts'

/** Teams drawn, best first; a longer board is in the table beside. */
export const CHART_TEAMS = 10
const BAR_HEIGHT = 40
/** A name beside a bar wraps onto two lines at most; a longer one is cut (the table has it whole). */
const NAME_LENGTH = 20

const shortName = (name: string) => (name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1).trimEnd()}…` : name)

const looks = {
  light: { grid: '#e4e4e7', axis: '#52525b', bar: '#a1a1aa', mine: '#ef3c07', value: '#18181b' },
  dark: { grid: '#27272a', axis: '#d4d4d8', bar: '#52525b', mine: '#ff7b38', value: '#f4f4f5' },
}

/**
 * The teams' scores as horizontal bars, the viewer's team in the brand colour. Laid out left to
 * right whatever the page's direction (SVG text anchors would flip); right to left, the bars grow
 * from the right and the names stand there.
 */
export function TeamChart({ teams, myTeamId }: { teams: CompetitionTeamRow[]; myTeamId: number | null }) {
  const { t, i18n } = useTranslation('competitions')
  const { theme } = useTheme()
  const colours = looks[theme]
  const rtl = i18n.dir() === 'rtl'
  const shown = teams
    .slice(0, CHART_TEAMS)
    .map((team) => ({ ...team, label: `#${team.rank} ${shortName(team.teamName)}` }))
  return (
    <div
      dir="ltr"
      role="img"
      aria-label={t('teams.chartLabel')}
      className="w-full"
      style={{ height: shown.length * BAR_HEIGHT + 32 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {/* Room at the bars' far end for their values. */}
        <BarChart
          data={shown}
          layout="vertical"
          margin={{ top: 0, right: rtl ? 8 : 56, bottom: 0, left: rtl ? 56 : 8 }}
        >
          <CartesianGrid horizontal={false} stroke={colours.grid} />
          <XAxis
            type="number"
            reversed={rtl}
            tickFormatter={(value: number) => formatCompact(value)}
            tick={{ fill: colours.axis, fontSize: 12 }}
            axisLine={{ stroke: colours.grid }}
            tickLine={false}
          />
          <YAxis
            type="category"
            dataKey="label"
            orientation={rtl ? 'right' : 'left'}
            width={112}
            tick={{ fill: colours.axis, fontSize: 12 }}
            axisLine={false}
            tickLine={false}
          />
          <Bar dataKey="score" radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {shown.map((team) => (
              <Cell key={team.teamId} fill={team.teamId === myTeamId ? colours.mine : colours.bar} />
            ))}
            <LabelList
              dataKey="score"
              // On a reversed scale a bar is drawn from its start with a negative width, so its
              // right is where it ends, on the left.
              position="right"
              formatter={(value) => formatTeamScore(Number(value))}
              fill={colours.value}
              fontSize={12}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
