import type { Competition } from '@stepup/contract'
import clsx from 'clsx'
import { CalendarDays, Trophy, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import {
  Alert,
  Avatar,
  Button,
  EmptyState,
  ErrorMessage,
  PageHeader,
  Section,
  ShowAllToggle,
  Skeleton,
  DetailPage,
  UserText,
} from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { formatCount, formatDateTime } from '../../../lib/format.ts'
import { useScoreHistory } from '../../scores/index.ts'
import { useCompetition } from '../api/get-competition.ts'
import { TOP_COUNT, useFullBoard, useTopBoard } from '../api/get-competition-board.ts'
import { useCompetitionPrizes } from '../api/get-competition-prizes.ts'
import { useCompetitionTeams } from '../api/get-competition-teams.ts'
import { useContestInvitations } from '../api/get-contest-invitations.ts'
import { targetOf } from '../competition-rules.ts'
import { AdminActions } from '../components/admin-actions.tsx'
import { competitionDates, hasStarted } from '../components/competition-dates.ts'
import { InvitationCard } from '../components/contest-invitations.tsx'
import { ContestLine } from '../components/contest-line.tsx'
import { ContestResult } from '../components/contest-result.tsx'
import { Countdown } from '../components/countdown.tsx'
import { DaysChart } from '../components/days-chart.tsx'
import { MemberBoard } from '../components/member-board.tsx'
import { NotStarted } from '../components/not-started.tsx'
import { Podium } from '../components/podium.tsx'
import { PrizePodiums } from '../components/prize-podiums.tsx'
import { ProgressCard } from '../components/progress-card.tsx'
import { formatTeamScore, scoringWords } from '../components/scoring-words.ts'
import { CompetitionStatusBadge } from '../components/status-badge.tsx'
import { TeamBoard } from '../components/team-board.tsx'

/** /competitions/:id: one competition, its countdown, the viewer's progress, its boards and its prizes. */
export function CompetitionPage() {
  const { t } = useTranslation('competitions')
  const { id } = useParams()
  const competitionId = Number(id)
  const competition = useCompetition(competitionId)

  return (
    <DetailPage
      back={{ to: '/competitions', label: t('detail.back') }}
      query={competition}
      missing={!Number.isInteger(competitionId) || competitionId <= 0}
      notFound={t('detail.notFound')}
      error={t('detail.loadError')}
    >
      {(data) => <CompetitionDetail competition={data} />}
    </DetailPage>
  )
}

function CompetitionDetail({ competition }: { competition: Competition }) {
  const { t } = useTranslation('competitions')
  const { isAdmin, user } = useAuth()
  const [expanded, setExpanded] = useState(false)
  const top = useTopBoard(competition)
  const full = useFullBoard(competition, expanded)
  const teams = useCompetitionTeams(competition)
  const prizes = useCompetitionPrizes(competition)
  const invitations = useContestInvitations()
  const invitation = invitations.data?.find((entry) => entry.competition.id === competition.id)
  // A member's contest is between people, not teams: it has no team board.
  const contest = competition.contest
  const history = useScoreHistory()
  const scoring = scoringWords(competition.scoring, t)
  // Before the first day every member is at 0: the boards say when it starts instead of ranking.
  const started = hasStarted(competition)

  const rows = expanded && full.data ? full.data.pages.flatMap((page) => page.users) : (top.data?.users ?? [])
  const total = top.data?.total ?? 0
  const me = top.data?.me ?? null
  // The viewer's team on the team board: the one their last counted day went to.
  const myTeamId = top.data?.myTeamId ?? null

  return (
    <div className="space-y-6">
      <PageHeader
        title={<UserText>{competition.name}</UserText>}
        description={
          // The admin's own words read in their own direction, whatever the page's.
          competition.description ? (
            <span dir="auto" className="block whitespace-pre-line">
              {competition.description}
            </span>
          ) : undefined
        }
        actions={isAdmin && <AdminActions competition={competition} editable={!contest} />}
      />

      <ContestLine competition={competition} />
      {invitation && <InvitationCard invitation={invitation} />}

      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
        <li>
          <CompetitionStatusBadge status={competition.status} startDate={competition.startDate} />
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          {competitionDates(competition, t)}
        </li>
        <li className="flex items-center gap-1.5">
          <Trophy className="size-4 shrink-0" aria-hidden="true" />
          {contest ? scoring.individual : `${scoring.individual} · ${scoring.team}`}
        </li>
        <li className="flex items-center gap-1.5">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          {contest
            ? t('participants', { count: competition.participants })
            : `${t(`participation.${competition.participation}`)} · ${t('participants', { count: competition.participants })}`}
        </li>
      </ul>

      {competition.status === 'grace' && (
        <Alert tone="warning" title={t('detail.provisional', { when: formatDateTime(competition.finalAt) })} />
      )}
      {competition.status === 'final' && (
        <Alert tone="success" title={t('detail.final')}>
          {t('detail.finalSince', { when: formatDateTime(competition.finalAt) })}
        </Alert>
      )}

      {contest && competition.status === 'final' && top.data && (
        <ContestResult competition={competition} board={top.data.users} />
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        {competition.status !== 'final' && <Countdown competition={competition} />}
        <div className={competition.status === 'final' ? 'lg:col-span-3' : 'lg:col-span-2'}>
          {top.isPending ? (
            <Skeleton className="h-40 rounded-2xl" />
          ) : (
            <ProgressCard competition={competition} me={me} total={total} />
          )}
        </div>
      </div>

      {me && competition.status !== 'upcoming' && (
        <Section
          title={t('chart.title')}
          description={t('chart.description', { target: formatCount(targetOf(competition.scoring)) })}
        >
          {history.isPending ? (
            <Skeleton className="h-64" />
          ) : history.isError ? (
            <ErrorMessage message={t('loadError')} />
          ) : (
            <DaysChart competition={competition} history={history.data} />
          )}
        </Section>
      )}

      {competition.status === 'final' && top.data && (
        <div className={clsx('grid gap-6', teams.data && teams.data.teams.length > 0 && 'md:grid-cols-2')}>
          <Podium
            title={t('podium.members')}
            testId="podium-members"
            places={top.data.users.map((row) => ({
              key: row.user.id,
              rank: row.rank,
              name: row.user.username || t('formerMember'),
              score: formatCount(row.score),
              mine: row.user.id === user?.id,
              picture: <Avatar name={row.user.username} src={row.user.avatarUrl} size="md" decorative />,
            }))}
          />
          {teams.data && teams.data.teams.length > 0 && (
            <Podium
              title={t('podium.teams')}
              testId="podium-teams"
              places={teams.data.teams.map((row) => ({
                key: row.teamId,
                rank: row.rank,
                name: row.teamName,
                score: formatTeamScore(row.score),
                mine: row.teamId === myTeamId,
              }))}
            />
          )}
        </div>
      )}

      {competition.prizes.length > 0 &&
        (prizes.isPending ? (
          <Skeleton className="h-48 rounded-2xl" />
        ) : prizes.isError ? (
          <ErrorMessage message={t('loadError')} />
        ) : (
          <PrizePodiums prizes={prizes.data.prizes} final={prizes.data.final} started={started} viewerId={user?.id} />
        ))}

      <section aria-labelledby="members-board" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="members-board" className="text-lg font-semibold">
            {t('board.title')}
          </h2>
          {top.data && total > 0 && started && (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">
              {t('board.showing', { shown: formatCount(rows.length), total: formatCount(total) })}
            </p>
          )}
        </div>
        {top.isPending ? (
          <Skeleton className="h-64 rounded-2xl" />
        ) : top.isError ? (
          <ErrorMessage message={t('loadError')} />
        ) : !started ? (
          <NotStarted competition={competition} testId="members-not-started" />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Users className="size-6" aria-hidden="true" />} title={t('board.empty')} />
        ) : (
          <MemberBoard
            rows={rows}
            me={me}
            scoring={competition.scoring.individual}
            viewerId={user?.id}
            caption={t('board.title')}
          />
        )}
        {full.isError && <ErrorMessage message={t('loadError')} />}
        {started && (
          <div className="flex flex-wrap justify-center gap-3">
            {expanded && full.hasNextPage && (
              <Button variant="secondary" loading={full.isFetchingNextPage} onClick={() => void full.fetchNextPage()}>
                {t('board.loadMore')}
              </Button>
            )}
            <ShowAllToggle
              showAll={expanded}
              onToggle={() => setExpanded((value) => !value)}
              total={total}
              recent={TOP_COUNT}
              loading={expanded && full.isPending}
              labels={{ showAll: t('board.showMore'), showRecent: t('board.showTop') }}
            />
          </div>
        )}
      </section>

      {!contest && (
        <section aria-labelledby="teams-board" className="space-y-3">
          <div>
            <h2 id="teams-board" className="text-lg font-semibold">
              {t('teams.title')}
            </h2>
            <p className="text-sm text-zinc-500 dark:text-zinc-400">
              {competition.scoring.team === 'average' ? t('teams.averageNote') : t('teams.sumNote')}
            </p>
          </div>
          {teams.isPending ? (
            <Skeleton className="h-48 rounded-2xl" />
          ) : teams.isError ? (
            <ErrorMessage message={t('loadError')} />
          ) : !started ? (
            <NotStarted competition={competition} testId="teams-not-started" />
          ) : teams.data.teams.length === 0 ? (
            <EmptyState icon={<Users className="size-6" aria-hidden="true" />} title={t('teams.empty')} />
          ) : (
            <TeamBoard teams={teams.data.teams} myTeamId={myTeamId} />
          )}
        </section>
      )}
    </div>
  )
}
