import type { Competition } from '@stepup/contract'
import { LogIn, LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonSize } from '../../../components/ui/index.ts'
import { useJoinCompetition } from '../api/join-competition.ts'
import { useLeaveCompetition } from '../api/leave-competition.ts'
import { canChangeParticipation } from '../competition-rules.ts'

/**
 * Join or Leave, for an opt-in competition until its last day ends; nothing otherwise. A refusal
 * (it ended meanwhile) is written under the button in the reader's language.
 */
export function ParticipationButton({ competition, size = 'sm' }: { competition: Competition; size?: ButtonSize }) {
  const { t } = useTranslation('competitions')
  const join = useJoinCompetition()
  const leave = useLeaveCompetition()
  if (!canChangeParticipation(competition)) return null
  const failed = join.error ?? leave.error
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {competition.joined ? (
        <Button
          variant="secondary"
          size={size}
          loading={leave.isPending}
          icon={<LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
          onClick={() => {
            join.reset()
            leave.mutate(competition.id)
          }}
          aria-label={`${t('leave')}: ${competition.name}`}
        >
          {t('leave')}
        </Button>
      ) : (
        <Button
          size={size}
          loading={join.isPending}
          icon={<LogIn className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
          onClick={() => {
            leave.reset()
            join.mutate(competition.id)
          }}
          aria-label={`${t('join')}: ${competition.name}`}
        >
          {t('join')}
        </Button>
      )}
      {failed && (
        <span role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {failed.message}
        </span>
      )}
    </span>
  )
}
