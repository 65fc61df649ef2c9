import type { CompetitionTeamRow } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Table, UserText, type Column } from '../../../components/ui/index.ts'
import { formatCount } from '../../../lib/format.ts'
import { formatTeamScore } from './scoring-words.ts'
import { TeamChart } from './team-chart.tsx'

/** The teams' board: a chart to compare them, and the table with every team, the viewer's highlighted. */
export function TeamBoard({ teams, myTeamId }: { teams: CompetitionTeamRow[]; myTeamId: number | null }) {
  const { t } = useTranslation('competitions')
  const columns: Column<CompetitionTeamRow>[] = [
    {
      key: 'rank',
      header: t('columns.rank'),
      className: 'w-16 font-semibold tabular-nums',
      cell: (row) => `#${row.rank}`,
    },
    {
      key: 'team',
      header: t('columns.team'),
      cell: (row) => (
        <span className="inline-flex flex-wrap items-baseline gap-x-2">
          <UserText className="font-medium">{row.teamName}</UserText>
          {row.teamId === myTeamId && (
            <span className="text-xs text-brand-600 dark:text-brand-400">({t('teams.yours')})</span>
          )}
        </span>
      ),
      phone: 'fill',
      phoneCell: (row) => (
        <UserText truncate className="font-medium">
          {row.teamName}
        </UserText>
      ),
    },
    {
      key: 'members',
      header: t('columns.members'),
      align: 'right',
      phone: 'hide',
      cell: (row) => formatCount(row.members),
    },
    {
      key: 'score',
      header: t('columns.score'),
      align: 'right',
      className: 'font-semibold tabular-nums',
      cell: (row) => formatTeamScore(row.score),
    },
  ]
  return (
    <div className="space-y-4">
      <TeamChart teams={teams} myTeamId={myTeamId} />
      <Table
        compact
        caption={t('teams.title')}
        columns={columns}
        rows={teams}
        rowKey={(row) => row.teamId}
        highlight={(row) => row.teamId === myTeamId}
      />
    </div>
  )
}
