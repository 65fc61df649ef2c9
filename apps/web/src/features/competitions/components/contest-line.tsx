import type { Competition } from '@stepup/contract'
import { Swords } from 'lucide-react'
import { Trans, useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/index.ts'

/** A member's contest: its format, who started it, and invitations still open. */
export function ContestLine({ contest }: { contest: NonNullable<Competition['contest']> }) {
  const { t } = useTranslation('competitions')
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
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
    </p>
  )
}
