import type { Competition } from '@stepup/contract'
import { Ban, LogOut } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button, ConfirmDialog } from '../../../components/ui/index.ts'
import { useMe } from '../../../lib/auth.ts'
import { useCancelContest } from '../api/cancel-contest.ts'
import { useLeaveCompetition } from '../api/leave-competition.ts'

/**
 * What a contest's people can do to it, each after a confirmation: its starter cancels it before
 * its first day; anyone else on its board leaves it until it ends, for good.
 */
export function ContestActions({ competition }: { competition: Competition }) {
  const me = useMe()
  const starterId = competition.contest?.startedBy?.id
  if (!competition.contest || me.data === undefined) return null
  if (starterId === me.data.id) {
    return competition.status === 'upcoming' ? <CancelContest competition={competition} /> : null
  }
  const open = competition.status === 'upcoming' || competition.status === 'running'
  return open && competition.joined ? <LeaveContest competition={competition} /> : null
}

function CancelContest({ competition }: { competition: Competition }) {
  const { t } = useTranslation('competitions')
  const navigate = useNavigate()
  const cancel = useCancelContest()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Ban className="size-4" aria-hidden="true" />}
        onClick={() => setConfirming(true)}
        aria-label={`${t('contests.cancel')}: ${competition.name}`}
      >
        {t('contests.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('contests.cancelTitle')}
        message={t('contests.cancelMessage', { name: competition.name })}
        error={cancel.error?.message}
        confirmLabel={t('contests.cancelConfirm')}
        cancelLabel={t('contests.keep')}
        loading={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(competition.id, {
            onSuccess: () => {
              setConfirming(false)
              void navigate('/competitions')
            },
          })
        }
        onCancel={() => {
          setConfirming(false)
          cancel.reset()
        }}
      />
    </>
  )
}

function LeaveContest({ competition }: { competition: Competition }) {
  const { t } = useTranslation('competitions')
  const leave = useLeaveCompetition()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
        onClick={() => setConfirming(true)}
        aria-label={`${t('contests.leave')}: ${competition.name}`}
      >
        {t('contests.leave')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('contests.leaveTitle')}
        message={t('contests.leaveMessage', { name: competition.name })}
        error={leave.error?.message}
        confirmLabel={t('contests.leaveConfirm')}
        cancelLabel={t('contests.stay')}
        loading={leave.isPending}
        onConfirm={() => leave.mutate(competition.id, { onSuccess: () => setConfirming(false) })}
        onCancel={() => {
          setConfirming(false)
          leave.reset()
        }}
      />
    </>
  )
}
