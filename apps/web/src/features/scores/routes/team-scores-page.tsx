import type { TeamScore } from '@stepup/contract'
import { Trophy, User } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  ButtonLink,
  EmptyState,
  Page,
  PageHeader,
  Table,
  type Column,
  Loaded,
  UserText,
} from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useTeamBoard } from '../api/get-team-board.ts'
import { formatCount } from '../components/format.ts'
import { PeriodTabs, usePeriodParam } from '../components/period-tabs.tsx'

/** /TeamsScores: every team's total of its current members, ranked. */
export function TeamScoresPage() {
  const { t } = useTranslation('scores')
  const { user } = useAuth()
  const [period, setPeriod] = usePeriodParam()
  const board = useTeamBoard(period)

  const columns: Column<TeamScore>[] = [
    {
      key: 'rank',
      header: t('columns.rank'),
      className: 'w-16 font-semibold tabular-nums',
      cell: (row) => `#${row.rank}`,
    },
    {
      key: 'id',
      header: t('columns.teamId'),
      className: 'tabular-nums text-zinc-500 dark:text-zinc-400',
      phone: 'hide',
      cell: (row) => row.teamId,
    },
    {
      key: 'team',
      header: t('columns.team'),
      cell: (row) => (
        <span className="inline-flex flex-wrap items-baseline gap-x-2">
          <UserText className="font-medium">{row.teamName}</UserText>
          {row.teamId === user?.teamId && (
            <span className="text-brand-600 dark:text-brand-400 text-xs">({t('teams.yours')})</span>
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
      cell: (row) => formatCount(row.totalMembers),
    },
    {
      key: 'total',
      header: t('columns.teamTotal'),
      align: 'right',
      className: 'font-semibold tabular-nums',
      cell: (row) => formatCount(row.teamTotal),
    },
  ]

  return (
    <Page>
      <PageHeader
        title={t('teams.title')}
        description={t('teams.description')}
        actions={
          <ButtonLink
            to={period === 'all' ? '/allScores' : `/allScores?period=${period}`}
            variant="secondary"
            icon={<User className="size-4" aria-hidden="true" />}
          >
            {t('teams.individual')}
          </ButtonLink>
        }
      />
      <div className="mb-6">
        <PeriodTabs value={period} onChange={setPeriod} />
      </div>
      <Loaded query={board} error={t('loadError')}>
        {(data) => (
          <Table
            compact
            caption={t('teams.title')}
            columns={columns}
            rows={data}
            rowKey={(row) => row.teamId}
            highlight={(row) => row.teamId === user?.teamId}
            empty={
              <EmptyState
                icon={<Trophy className="size-6" aria-hidden="true" />}
                title={t('teams.empty')}
                description={t('teams.emptyHint')}
              />
            }
          />
        )}
      </Loaded>
    </Page>
  )
}
