import type { Challenge } from '@stepup/contract'
import { CalendarDays, Trophy, Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge, Button, ButtonLink, Card } from '../../../components/ui/index.ts'
import { canSubmitProof, groupByStatus, hasStarted, latestCompletionOf, normalizeStatus } from '../challenge-rules.ts'
import { formatDateTime, formatRelative } from './format-date-time.ts'
import { StatusBadge } from './status-badge.tsx'

/** One challenge in the list: when it runs, what it is worth, where the member stands. */
export function ChallengeCard({
  challenge,
  userId,
  isAdmin,
  archived,
  onSubmitProof,
}: {
  challenge: Challenge
  userId: number | undefined
  isAdmin: boolean
  archived: boolean
  onSubmitProof: (challenge: Challenge) => void
}) {
  const { t, i18n } = useTranslation('challenges')
  const mine = latestCompletionOf(challenge, userId)
  const started = hasStarted(challenge)
  const pendingCount = groupByStatus(challenge.completions).pending.length
  const date = (iso: string) => formatDateTime(iso, i18n.language)
  const relative = (iso: string) => formatRelative(iso, i18n.language)

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={`challenge-${challenge.id}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold break-words">
          <Link
            to={`/challenges/${challenge.id}`}
            dir="auto"
            className="hover:text-brand-600 hover:underline dark:hover:text-brand-400"
          >
            {challenge.name}
          </Link>
        </h3>
        <Badge tone="brand" className="shrink-0">
          <Trophy className="size-3.5" aria-hidden="true" />
          {t('points', { count: challenge.points })}
        </Badge>
      </div>

      <div className="space-y-1 text-sm text-zinc-600 dark:text-zinc-400">
        <p className="flex items-start gap-2">
          <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('dates', { start: date(challenge.startDate), end: date(challenge.endDate) })}</span>
        </p>
        <p className="ps-6 text-xs">
          {archived
            ? t('ended', { when: relative(challenge.endDate) })
            : started
              ? t('ends', { when: relative(challenge.endDate) })
              : t('starts', { when: relative(challenge.startDate) })}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-zinc-500 dark:text-zinc-400">{t('yourStatus')}:</span>
        {mine ? <StatusBadge status={mine.status} /> : <Badge>{t('notSubmitted')}</Badge>}
        {!archived && !started && <Badge tone="info">{t('upcoming')}</Badge>}
        {isAdmin && pendingCount > 0 && <Badge tone="warning">{t('pendingCount', { count: pendingCount })}</Badge>}
      </div>

      <div className="mt-auto flex flex-wrap gap-2">
        {canSubmitProof(challenge, userId) && (
          <Button
            size="sm"
            icon={<Upload className="size-4" aria-hidden="true" />}
            onClick={() => onSubmitProof(challenge)}
          >
            {mine && normalizeStatus(mine.status) === 'rejected' ? t('submitAgain') : t('submitProof')}
          </Button>
        )}
        <ButtonLink to={`/challenges/${challenge.id}`} variant="secondary" size="sm">
          {t('viewDetails')}
        </ButtonLink>
      </div>
    </Card>
  )
}
