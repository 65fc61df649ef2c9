import type { Competition } from '@stepup/contract'
import { Swords } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'
import { ContestActions } from './contest-actions.tsx'

/**
 * A member's contest: its format, who started it, invitations still open, and the viewer's way
 * out of it (the starter's cancel, anyone else's leave).
 */
export function ContestLine({ competition }: { competition: Competition }) {
  const { t } = useTranslation('competitions')
  const contest = competition.contest
  if (!contest) return null
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
      <Badge tone="brand">
        <Swords className="size-3.5" aria-hidden="true" />
        {t(`contests.formats.${contest.format}.name`)}
      </Badge>
      {contest.startedBy && (
        <span>
          <Trans
            t={t}
            i18nKey="contests.startedBy"
            values={{ name: contest.startedBy.username }}
            components={{ name: <bdi /> }}
          />
        </span>
      )}
      {contest.pending > 0 && <span>{t('contests.pending', { count: contest.pending })}</span>}
      <ContestActions competition={competition} />
    </div>
  )
}
