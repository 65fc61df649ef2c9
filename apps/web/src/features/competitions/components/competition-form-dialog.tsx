import type { Competition, UpdateCompetitionInput } from '@stepup/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button, ConfirmDialog, Modal } from '../../../components/ui/index.ts'
import { ApiError } from '../../../lib/api-client.ts'
import { useCreateCompetition } from '../api/create-competition.ts'
import { useUpdateCompetition } from '../api/update-competition.ts'
import { changedFields, type CompetitionValues } from '../competition-rules.ts'
import { CompetitionForm } from './competition-form.tsx'

const asksToRecompute = (error: unknown) => error instanceof ApiError && error.key === 'competitionRecomputeConfirm'

/**
 * The admin's form in a dialog: a new competition (then its page opens), or an edit of one. An
 * edit that moves the boards of a started competition is sent again once the admin confirms it.
 */
export function CompetitionFormDialog({ competition, onClose }: { competition?: Competition; onClose: () => void }) {
  const { t } = useTranslation('competitions')
  const navigate = useNavigate()
  const create = useCreateCompetition()
  const update = useUpdateCompetition()
  const [awaitingConfirm, setAwaitingConfirm] = useState<UpdateCompetitionInput | null>(null)
  const mutation = competition ? update : create
  const serverError = mutation.error && !asksToRecompute(mutation.error) ? mutation.error : null

  function submit(values: CompetitionValues) {
    if (!competition) {
      create.mutate(values, {
        onSuccess: (created) => {
          onClose()
          void navigate(`/competitions/${created.id}`)
        },
      })
      return
    }
    const changes = changedFields(competition, values)
    if (Object.keys(changes).length === 0) return onClose()
    update.mutate(
      { id: competition.id, input: changes },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (asksToRecompute(error)) setAwaitingConfirm(changes)
        },
      },
    )
  }

  function confirmRecompute() {
    if (!competition || !awaitingConfirm) return
    update.mutate(
      { id: competition.id, input: { ...awaitingConfirm, confirmRecompute: true } },
      {
        onSuccess: () => {
          setAwaitingConfirm(null)
          onClose()
        },
        onError: () => setAwaitingConfirm(null),
      },
    )
  }

  return (
    <>
      <Modal open onClose={onClose} size="lg" title={competition ? t('form.editTitle') : t('form.createTitle')}>
        <CompetitionForm
          competition={competition}
          submitLabel={competition ? t('form.save') : t('form.create')}
          pending={mutation.isPending && !awaitingConfirm}
          serverError={serverError}
          secondaryAction={
            <Button variant="secondary" onClick={onClose}>
              {t('common:cancel')}
            </Button>
          }
          onSubmit={submit}
        />
      </Modal>
      <ConfirmDialog
        open={awaitingConfirm !== null}
        title={t('form.recomputeTitle')}
        message={t('form.recomputeMessage')}
        confirmLabel={t('form.recomputeConfirm')}
        danger={false}
        loading={update.isPending}
        onConfirm={confirmRecompute}
        onCancel={() => {
          setAwaitingConfirm(null)
          update.reset()
        }}
      />
    </>
  )
}
