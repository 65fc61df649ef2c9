import type { Competition } from '@stepup/contract'
import { Archive, CalendarClock, Plus, Trophy } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, EmptyState, ErrorMessage, Page, PageHeader, Skeleton } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useCompetitions } from '../api/get-competitions.ts'
import { groupByPhase } from '../competition-rules.ts'
import { CompetitionCard } from '../components/competition-card.tsx'
import { CompetitionFormDialog } from '../components/competition-form-dialog.tsx'

const sections = [
  { id: 'running', icon: Trophy },
  { id: 'upcoming', icon: CalendarClock },
  { id: 'past', icon: Archive },
] as const

/** /competitions: the running, upcoming and past competitions; admins start new ones here. */
export function CompetitionsPage() {
  const { t } = useTranslation('competitions')
  const { isAdmin } = useAuth()
  const competitions = useCompetitions()
  const [creating, setCreating] = useState(false)
  const phases = groupByPhase(competitions.data ?? [])

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          isAdmin && (
            <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
              {t('newCompetition')}
            </Button>
          )
        }
      />

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
        </div>
      )}

      {creating && <CompetitionFormDialog onClose={() => setCreating(false)} />}
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
