import type { Challenge, Completion } from '@stepup/contract'
import { isChallengeActive } from '@stepup/contract'
import { Pencil, Trash2, Upload } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorMessage,
  PageHeader,
  DetailPage,
  UserText,
} from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useDeleteChallenge } from '../api/delete-challenge.ts'
import { useChallenge } from '../api/get-challenge.ts'
import { useJudgeCompletion, type JudgeCompletionVariables } from '../api/judge-completion.ts'
import {
  canSubmitProof,
  groupByStatus,
  hasStarted,
  latestCompletionOf,
  normalizeStatus,
  type SubmissionStatus,
} from '../challenge-rules.ts'
import { EditChallengeDialog } from '../components/edit-challenge-dialog.tsx'
import { formatDateTime } from '../components/format-date-time.ts'
import { StatusBadge } from '../components/status-badge.tsx'
import { SubmissionCard } from '../components/submission-card.tsx'
import { SubmitProofDialog } from '../components/submit-proof-dialog.tsx'

const GROUPS: SubmissionStatus[] = ['pending', 'approved', 'rejected']
const EMPTY: Record<SubmissionStatus, string> = {
  pending: 'details.noPending',
  approved: 'details.noApproved',
  rejected: 'details.noRejected',
}

/** /challenges/:id: the challenge, and its pending, approved and rejected submissions. */
export function ChallengeDetailsPage() {
  const { t } = useTranslation('challenges')
  const id = Number(useParams().id)
  const challenge = useChallenge(id)

  return (
    <DetailPage
      back={{ to: '/challenges', label: t('backToChallenges') }}
      query={challenge}
      missing={!Number.isInteger(id) || id <= 0}
      notFound={t('notFound')}
      error={t('loadError')}
    >
      {(data) => <ChallengeDetails challenge={data} />}
    </DetailPage>
  )
}

function ChallengeDetails({ challenge: data }: { challenge: Challenge }) {
  const { t, i18n } = useTranslation('challenges')
  const navigate = useNavigate()
  const { isAdmin, user } = useAuth()
  const judge = useJudgeCompletion()
  const remove = useDeleteChallenge()
  const [proofOpen, setProofOpen] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [editing, setEditing] = useState(false)

  const date = (iso: string) => formatDateTime(iso, i18n.language)
  const groups = groupByStatus(data.completions)
  const mine = latestCompletionOf(data, user?.id)
  const active = isChallengeActive(data)
  const judgingOf = (completion: Completion) => {
    const variables = judge.variables as JudgeCompletionVariables | undefined
    return judge.isPending && variables?.completionId === completion.id ? variables.status : null
  }

  return (
    <>
      <PageHeader
        title={<UserText>{data.name}</UserText>}
        actions={
          <>
            {canSubmitProof(data, user?.id) && (
              <Button icon={<Upload className="size-4" aria-hidden="true" />} onClick={() => setProofOpen(true)}>
                {mine && normalizeStatus(mine.status) === 'rejected' ? t('submitAgain') : t('submitProof')}
              </Button>
            )}
            {isAdmin && active && (
              <Button
                variant="secondary"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                {t('edit.button')}
              </Button>
            )}
            {isAdmin && (
              <Button
                variant="danger"
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => setConfirmDelete(true)}
              >
                {t('details.delete')}
              </Button>
            )}
          </>
        }
      />

      <Card className="mb-8 grid grid-cols-2 gap-4 p-5 lg:grid-cols-4">
        <Fact label={t('details.points')} value={t('points', { count: data.points })} />
        <Fact label={t('details.start')} value={date(data.startDate)} />
        <Fact label={t('details.end')} value={date(data.endDate)} />
        <Fact
          label={t('details.state')}
          value={
            <span className="flex flex-wrap items-center gap-2">
              {!active ? (
                <Badge>{t('archived')}</Badge>
              ) : hasStarted(data) ? (
                <Badge tone="success">{t('open')}</Badge>
              ) : (
                <Badge tone="info">{t('upcoming')}</Badge>
              )}
              {mine && <StatusBadge status={mine.status} />}
            </span>
          }
        />
      </Card>

      {judge.isError && (
        <div className="mb-4">
          <ErrorMessage message={judge.error.message} />
        </div>
      )}

      <div className="space-y-8">
        {GROUPS.map((status) => (
          <section key={status} aria-labelledby={`submissions-${status}`} className="space-y-3">
            <h2 id={`submissions-${status}`} className="flex items-center gap-2 text-lg font-semibold">
              {t(`details.${status}`)}
              <span className="text-sm font-normal text-zinc-500 dark:text-zinc-400">({groups[status].length})</span>
            </h2>
            {groups[status].length === 0 ? (
              <p className="rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
                {t(EMPTY[status])}
              </p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {groups[status].map((completion) => (
                  <SubmissionCard
                    key={completion.id}
                    completion={completion}
                    isAdmin={isAdmin}
                    isOwn={completion.user.id === user?.id}
                    judging={judgingOf(completion)}
                    onJudge={(next, reason) =>
                      judge.mutate({ challengeId: data.id, completionId: completion.id, status: next, reason })
                    }
                  />
                ))}
              </div>
            )}
          </section>
        ))}
      </div>

      {editing && <EditChallengeDialog challenge={data} onClose={() => setEditing(false)} />}
      {proofOpen && <SubmitProofDialog challenge={data} open onClose={() => setProofOpen(false)} />}
      <ConfirmDialog
        open={confirmDelete}
        title={t('details.delete')}
        message={
          <>
            {t('details.deleteConfirm', { name: data.name })}
            {remove.isError && (
              <span className="mt-2 block text-red-600 dark:text-red-400">{t('details.deleteFailed')}</span>
            )}
          </>
        }
        confirmLabel={t('details.delete')}
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              setConfirmDelete(false)
              void navigate('/challenges')
            },
          })
        }
      />
    </>
  )
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{label}</p>
      <div className="mt-1 font-semibold break-words">{value}</div>
    </div>
  )
}
