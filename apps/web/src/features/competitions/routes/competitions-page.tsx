import type { Competition } from '@stepup/contract'
import { Archive, CalendarClock, Plus, Swords, Trophy } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Button, EmptyState, ErrorMessage, Page, PageHeader, Skeleton } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useCompetitions } from '../api/get-competitions.ts'
import { useContestInvitations } from '../api/get-contest-invitations.ts'
import { useMemberContestsInfo } from '../api/get-member-contests-info.ts'
import { groupByPhase } from '../competition-rules.ts'
import { CompetitionCard } from '../components/competition-card.tsx'
import { CompetitionFormDialog } from '../components/competition-form-dialog.tsx'
import { ContestInvitations } from '../components/contest-invitations.tsx'
import { StartContestDialog } from '../components/start-contest-dialog.tsx'

const sections = [
  { id: 'running', icon: Trophy },
  { id: 'upcoming', icon: CalendarClock },
  { id: 'past', icon: Archive },
] as const

/**
 * /competitions: the running, upcoming and past competitions, with the member's own contests among
 * them, and the invitations waiting for an answer. Admins create competitions here; any member
 * starts a contest (`?duel=<member id>` opens it as a duel with that member).
 */
export function CompetitionsPage() {
  const { t } = useTranslation('competitions')
  const { isAdmin, user } = useAuth()
  const competitions = useCompetitions()
  const invitations = useContestInvitations()
  const contests = useMemberContestsInfo()
  const [params, setParams] = useSearchParams()
  const [creating, setCreating] = useState(false)
  const [starting, setStarting] = useState(false)
  const duelWith = Number(params.get('duel')) || undefined
  // Members see the contests they are in; an admin sees the others apart, to look at or delete.
  const all = competitions.data ?? []
  const phases = groupByPhase(all.filter((competition) => !competition.contest || competition.joined))
  const othersContests = isAdmin ? all.filter((competition) => competition.contest && !competition.joined) : []
  const closeStart = () => {
    setStarting(false)
    if (duelWith) setParams({}, { replace: true })
  }

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            {contests.data?.enabled && (
              <Button
                variant={isAdmin ? 'secondary' : 'primary'}
                icon={<Swords className="size-4" aria-hidden="true" />}
                onClick={() => setStarting(true)}
              >
                {t('contests.startButton')}
              </Button>
            )}
            {isAdmin && (
              <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
                {t('newCompetition')}
              </Button>
            )}
          </>
        }
      />

      {invitations.data && invitations.data.length > 0 && (
        <div className="mb-8">
          <ContestInvitations invitations={invitations.data} />
        </div>
      )}

      {competitions.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-56 rounded-2xl" />
          ))}
        </div>
      ) : competitions.isError ? (
        <ErrorMessage message={t('loadError')} />
      ) : (
        <div className="space-y-10">
          {sections.map(({ id, icon: Icon }) => (
            <PhaseSection
              key={id}
              id={id}
              title={t(`sections.${id}`)}
              competitions={phases[id]}
              empty={
                <EmptyState
                  icon={<Icon className="size-6" aria-hidden="true" />}
                  title={t(`empty.${id}`)}
                  description={isAdmin && id !== 'past' ? t('empty.adminHint') : undefined}
                />
              }
            />
          ))}
          {othersContests.length > 0 && (
            <PhaseSection id="members" title={t('contests.othersSection')} competitions={othersContests} empty={null} />
          )}
        </div>
      )}

      {creating && <CompetitionFormDialog onClose={() => setCreating(false)} />}
      {(starting || (duelWith !== undefined && contests.data?.enabled)) && contests.data && (
        <StartContestDialog
          info={contests.data}
          userName={user?.username ?? ''}
          initialInvitee={duelWith}
          onClose={closeStart}
        />
      )}
    </Page>
  )
}

function PhaseSection({
  id,
  title,
  competitions,
  empty,
}: {
  id: string
  title: string
  competitions: Competition[]
  empty: ReactNode
}) {
  return (
    <section aria-labelledby={`competitions-${id}`} className="space-y-4">
      <h2 id={`competitions-${id}`} className="text-lg font-semibold">
        {title} <span className="text-zinc-500 dark:text-zinc-400">({competitions.length})</span>
      </h2>
      {competitions.length === 0 ? (
        empty
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {competitions.map((competition) => (
            <CompetitionCard key={competition.id} competition={competition} />
          ))}
        </div>
      )}
    </section>
  )
}
