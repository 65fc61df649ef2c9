import type { Challenge } from '@stepup/contract'
import { Archive, Plus, Trophy } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Alert, ButtonLink, EmptyState, ErrorMessage, Page, PageHeader } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useChallenges } from '../api/get-challenges.ts'
import { splitByActivity } from '../challenge-rules.ts'
import { ChallengeCard } from '../components/challenge-card.tsx'
import { ChallengeListSkeleton } from '../components/challenge-list-skeleton.tsx'
import { SubmitProofDialog } from '../components/submit-proof-dialog.tsx'

/** /challenges: active and archived challenges, with the member's own status and proof upload. */
export function ChallengesPage() {
  const { t } = useTranslation('challenges')
  const { isAdmin, user } = useAuth()
  const challenges = useChallenges()
  const [proofFor, setProofFor] = useState<Challenge | null>(null)
  const created = (useLocation().state as { created?: boolean } | null)?.created === true

  const { active, archived } = splitByActivity(challenges.data ?? [])
  const card = (challenge: Challenge, isArchived: boolean) => (
    <ChallengeCard
      key={challenge.id}
      challenge={challenge}
      userId={user?.id}
      isAdmin={isAdmin}
      archived={isArchived}
      onSubmitProof={setProofFor}
    />
  )

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          isAdmin && (
            <ButtonLink to="/challenges/create" icon={<Plus className="size-4" aria-hidden="true" />}>
              {t('createChallenge')}
            </ButtonLink>
          )
        }
      />

      {created && (
        <Alert tone="success" role="alert" title={t('form.created')} className="mb-6">
          {t('form.createdNext')}
        </Alert>
      )}

      {challenges.isPending ? (
        <ChallengeListSkeleton cards={3} />
      ) : challenges.isError ? (
        <ErrorMessage message={t('loadError')} />
      ) : (
        <div className="space-y-10">
          <section aria-labelledby="active-challenges" className="space-y-4">
            <h2 id="active-challenges" className="text-lg font-semibold">
              {t('active')} <span className="text-zinc-500 dark:text-zinc-400">({active.length})</span>
            </h2>
            {active.length === 0 ? (
              <EmptyState
                icon={<Trophy className="size-6" aria-hidden="true" />}
                title={t('noActive')}
                description={isAdmin ? t('noActiveAdminHint') : t('noActiveHint')}
              />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{active.map((c) => card(c, false))}</div>
            )}
          </section>

          <section aria-labelledby="archived-challenges" className="space-y-4">
            <h2 id="archived-challenges" className="text-lg font-semibold">
              {t('archived')} <span className="text-zinc-500 dark:text-zinc-400">({archived.length})</span>
            </h2>
            {archived.length === 0 ? (
              <EmptyState icon={<Archive className="size-6" aria-hidden="true" />} title={t('noArchived')} />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{archived.map((c) => card(c, true))}</div>
            )}
          </section>
        </div>
      )}

      {proofFor && <SubmitProofDialog challenge={proofFor} open onClose={() => setProofFor(null)} />}
    </Page>
  )
}
