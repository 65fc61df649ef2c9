import type { Challenge } from '@stepup/contract'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Modal } from '../../../components/ui/index.ts'
import { useUpdateChallenge } from '../api/update-challenge.ts'
import { normalizeStatus } from '../challenge-rules.ts'
import { ChallengeForm } from './challenge-form.tsx'

/** An admin's edit of a running or upcoming challenge; new points re-sync approved members' bonus. */
export function EditChallengeDialog({ challenge, onClose }: { challenge: Challenge; onClose: () => void }) {
  const { t } = useTranslation('challenges')
  const update = useUpdateChallenge()
  const approvedCount = challenge.completions.filter((c) => normalizeStatus(c.status) === 'approved').length
  return (
    <Modal open onClose={onClose} title={t('edit.title')}>
      <div className="space-y-4">
        {approvedCount > 0 && <Alert tone="info">{t('edit.pointsResync', { count: approvedCount })}</Alert>}
        <ChallengeForm
          initial={challenge}
          submitLabel={t('edit.save')}
          pending={update.isPending}
          error={update.isError ? update.error.message : null}
          secondaryAction={
            <Button variant="secondary" onClick={onClose}>
              {t('common:cancel')}
            </Button>
          }
          onSubmit={(input) => update.mutate({ id: challenge.id, input }, { onSuccess: onClose })}
        />
      </div>
    </Modal>
  )
}
